<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Impossibile aprire {0}: {1}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Giocatore computer</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>your theme</source>
        <translation>il tuo tema</translation>
    </message>
    <message>
        <source>About Triangles</source>
        <translation>Informazioni su Triangles</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Versione {0}</translation>
    </message>
    <message>
        <source>Free software under the {0} licence: use, copy, change and share it.</source>
        <translation>Software libero con licenza {0}: puoi usarlo, copiarlo, modificarlo e condividerlo.</translation>
    </message>
    <message>
        <source>Plugins in use</source>
        <translation>Plugin in uso</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Cartella dei dati</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Apri la cartella dei dati</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regole…</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>in alto a sinistra</translation>
    </message>
    <message>
        <source>top</source>
        <translation>in alto</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>in alto a destra</translation>
    </message>
    <message>
        <source>left</source>
        <translation>a sinistra</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>al centro</translation>
    </message>
    <message>
        <source>right</source>
        <translation>a destra</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>in basso a sinistra</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>in basso</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>in basso a destra</translation>
    </message>
    <message>
        <source>; no line can be drawn from star {0} to it</source>
        <translation>; nessun segmento può andare dalla stella {0} fin qui</translation>
    </message>
    <message numerus="yes">
        <source>; Enter draws the line from star {0}, closing %n triangle(s)</source>
        <translation>
            <numerusform>; Invio traccia il segmento dalla stella {0} e chiude %n triangolo</numerusform>
            <numerusform>; Invio traccia il segmento dalla stella {0} e chiude %n triangoli</numerusform>
        </translation>
    </message>
    <message>
        <source>; no line can be drawn from it</source>
        <translation>; da qui non si può tracciare nessun segmento</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: move to the other end of the line</source>
        <translation>Stella {0}, {1}, scelta: spostati sull’altro estremo del segmento</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked, but no line can be drawn from it</source>
        <translation>Stella {0}, {1}, scelta, ma da qui non si può tracciare nessun segmento</translation>
    </message>
    <message numerus="yes">
        <source>Star {0}, {1}, picked: a line can go to %n stars</source>
        <translation>
            <numerusform>Stella {0}, {1}, scelta: il segmento può arrivare a %n stella</numerusform>
            <numerusform>Stella {0}, {1}, scelta: il segmento può arrivare a %n stelle</numerusform>
        </translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: a line can go to {2}</source>
        <translation>Stella {0}, {1}, scelta: il segmento può arrivare a {2}</translation>
    </message>
    <message>
        <source>No line can be drawn now</source>
        <translation>Ora non si può tracciare nessun segmento</translation>
    </message>
    <message>
        <source>No line can be drawn from star {0}</source>
        <translation>Dalla stella {0} non si può tracciare nessun segmento</translation>
    </message>
    <message>
        <source>No line can be drawn</source>
        <translation>Non si può tracciare nessun segmento</translation>
    </message>
    <message>
        <source>Star {0}, {1}, lines to {2}</source>
        <translation>Stella {0}, {1}, segmenti verso {2}</translation>
    </message>
    <message>
        <source>No star further that way</source>
        <extracomment>The board is shown a quarter turned when that fits it at least this much larger: a board made for a landscape window shown in a portrait one (a tablet turned, a game opened on a phone), or one made upright opened on a laptop (an upright tablet&apos;s 4:5 board gains 24 % at 1280 x 800). Below this the gain is not worth the board looking different from how it was played. A picked star&apos;s possible ends are read out one by one up to this many, else counted. The lines the person may draw now, as rows of two stars, and how many triangles each closes (the rules&apos; answer, set by the window after every action: `set_open_lines`); None while it is not a person&apos;s turn. Why nothing can be drawn now, said when a key asks to (&quot;Computer is thinking&quot;, &quot;Game over&quot;; set by the window).</extracomment>
        <translation>Nessun’altra stella in questa direzione</translation>
    </message>
    <message>
        <source>Arrow keys move between the stars, Page Down and Page Up to the stars a line can be drawn to; Enter or Space picks a star, then the other end of the line.</source>
        <translation>Le frecce si spostano tra le stelle, Pag giù e Pag su tra le stelle a cui può arrivare un segmento; Invio o Spazio sceglie una stella, poi l’altro estremo del segmento.</translation>
    </message>
    <message>
        <source>Star {0}, {1}, no lines</source>
        <translation>Stella {0}, {1}, nessun segmento</translation>
    </message>
    <message>
        <source>; the line from star {0} is already drawn</source>
        <translation>; il segmento dalla stella {0} è già tracciato</translation>
    </message>
    <message>
        <source>; Enter draws the line from star {0}</source>
        <translation>; Invio traccia il segmento dalla stella {0}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The computer player {0}; a simple move was played instead.</source>
        <translation>Il giocatore computer ha avuto un problema ({0}); al suo posto è stata giocata una mossa semplice.</translation>
    </message>
    <message>
        <source>The computer player {0} failed ({1}); a simple built-in player plays for it in this game.</source>
        <translation>Il giocatore computer {0} ha avuto un errore ({1}); in questa partita gioca al suo posto un semplice giocatore integrato.</translation>
    </message>
    <message>
        <source>The rules variant {0} failed ({1}); this game goes on with the basic rules.</source>
        <translation>La variante di regole {0} ha avuto un errore ({1}); la partita continua con le regole di base.</translation>
    </message>
    <message>
        <source>No triangle can be closed any more.</source>
        <translation>Non si può più chiudere nessun triangolo.</translation>
    </message>
    <message>
        <source>No suggestion is available now.</source>
        <translation>Nessun suggerimento disponibile ora.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner&apos;s tips. The roll animation: this many random faces, this far apart, then the real one. The turn budget before the latest action, and the lines a computer drew in its turn. Mouse events that the overlay hands on to the board. Below this width (a phone) the tip&apos;s button goes under the tip, which keeps the width.</extracomment>
        <translation>Ho capito come si gioca</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many lines may be drawn</source>
        <translation>Il dado di questo turno: quanti segmenti si possono tracciare</translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1}, drew %n line(s) and passed.</source>
        <translation>
            <numerusform>{0} ha tirato {1}, ha tracciato %n segmento e ha passato.</numerusform>
            <numerusform>{0} ha tirato {1}, ha tracciato %n segmenti e ha passato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1} and drew %n line(s).</source>
        <translation>
            <numerusform>{0} ha tirato {1} e ha tracciato %n segmento.</numerusform>
            <numerusform>{0} ha tirato {1} e ha tracciato %n segmenti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left</source>
        <translation>
            <numerusform>Resta %n segmento</numerusform>
            <numerusform>Restano %n segmenti</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Suggerimenti rimasti: {0}</translation>
    </message>
    <message>
        <source>The die is rolling</source>
        <translation>Il dado sta rotolando</translation>
    </message>
    <message>
        <source>Die: {0}</source>
        <translation>Dado: {0}</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <extracomment>How long a new card ignores presses and touches: a finger tapping stars through the last move would otherwise hit the card&apos;s buttons as it appears under it.</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Rivedi questa partita</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <extracomment>Smallest board area (points) whose shape a new board follows; a smaller or hidden view gets a square board at ASSUMED_POINTS_PER_UNIT. Settings key: shade the triangles that would not count, where the rules offer it (Beginner). Settings key: the theme problems already shown to the player. The longest player&apos;s name a score line keeps on one line (a phone&apos;s card holds about 30 characters). How long a new game&apos;s words wait for the focus to settle on the board (a dialog closing). Plugins switched off at this start because the last window ended while running them. Below this tool bar width the menu button shows only its icon.</extracomment>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>A&amp;datta il tabellone</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>I&amp;mpostazioni…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regole…</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>P&amp;lugin…</translation>
    </message>
    <message>
        <source>T&amp;hemes…</source>
        <translation>&amp;Temi…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation>Salvare le modifiche in {0}?</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves. Without saving, they are lost when the next game takes its place.</source>
        <translation>Il suo file non contiene le ultime mosse. Senza salvare, vanno perse quando la partita successiva ne prende il posto.</translation>
    </message>
    <message>
        <source>Without saving, it is lost when the next game takes its place.</source>
        <translation>Senza salvare, va persa quando la partita successiva ne prende il posto.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Riprendi la partita</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Riprendere la partita non finita?</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1} stars, %n move(s)</source>
        <translation>
            <numerusform>{0}, {1} stelle, %n mossa</numerusform>
            <numerusform>{0}, {1} stelle, %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>Impossibile riprendere la partita non finita: {0}</translation>
    </message>
    <message>
        <source>&amp;Pass turn</source>
        <translation>&amp;Passa turno</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Ri&amp;peti</translation>
    </message>
    <message>
        <source>Suggest &amp;move</source>
        <translation>Suggerisci &amp;mossa</translation>
    </message>
    <message>
        <source>Replay and re&amp;view…</source>
        <translation>Replay e re&amp;visione…</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Pro&amp;blemi…</translation>
    </message>
    <message>
        <source>&amp;About Triangles…</source>
        <translation>&amp;Informazioni su Triangles…</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Passa turno</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Suggerisci mossa</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggerisci</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Salvare la partita in corso?</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Non salvare</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Theme “{0}”: {1}</source>
        <translation>Tema «{0}»: {1}</translation>
    </message>
    <message>
        <source>Your themes folder {0} is a file, not a folder: your own themes are not listed.</source>
        <translation>La tua cartella dei temi {0} è un file, non una cartella: i tuoi temi non sono elencati.</translation>
    </message>
    <message>
        <source>The theme “{0}” you chose cannot be found; the game uses {1} until it is back.</source>
        <translation>Il tema «{0}» che hai scelto non si trova; il gioco usa {1} finché non torna disponibile.</translation>
    </message>
    <message>
        <source>Last played {0}</source>
        <translation>Ultima partita: {0}</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0} (the file is kept as {1}).</source>
        <translation>La partita non finita non si può riprendere: {0} (il file è conservato come {1}).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Cannot start this game: {0}</source>
        <translation>Impossibile iniziare questa partita: {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Impossibile aprire {0}: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>Triangles games (*{0})</source>
        <translation>Partite di Triangles (*{0})</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>Impossibile salvare {0}: {1}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partita</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved in {0} ({1}); the results of this session are not kept.</source>
        <translation>Le statistiche non possono essere salvate in {0} ({1}); i risultati di questa sessione non vengono conservati.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in {0} ({1}); what you change lasts until Triangles is closed.</source>
        <translation>Le impostazioni non possono essere salvate in {0} ({1}); ciò che cambi vale finché Triangles non viene chiuso.</translation>
    </message>
    <message>
        <source>The sounds are off: {0}</source>
        <translation>I suoni sono disattivati: {0}</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves, and a finished game is not kept for the next start.</source>
        <translation>Il suo file non contiene le ultime mosse, e una partita finita non viene conservata per il prossimo avvio.</translation>
    </message>
    <message>
        <source>This game could not be kept for the next start ({0}).</source>
        <translation>Questa partita non è stata conservata per il prossimo avvio ({0}).</translation>
    </message>
    <message>
        <source>Save it somewhere else before quitting?</source>
        <translation>Salvarla altrove prima di uscire?</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of this game were moved by less than a billionth of the board to the grid the rules use.</source>
        <translation>
            <numerusform>%n stella di questa partita è stata spostata di meno di un miliardesimo del tabellone sulla griglia usata dalle regole.</numerusform>
            <numerusform>%n stelle di questa partita sono state spostate di meno di un miliardesimo del tabellone sulla griglia usata dalle regole.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Esci senza salvare</translation>
    </message>
    <message>
        <source>The line in the way is {0}–{1}.</source>
        <translation>Il segmento che lo impedisce è {0}–{1}.</translation>
    </message>
    <message>
        <source>The star in the way is {0}.</source>
        <translation>La stella che lo impedisce è la {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}–{2}</source>
        <translation>{0} ha tracciato {1}–{2}</translation>
    </message>
    <message>
        <source>You drew {0}–{1}</source>
        <translation>Hai tracciato {0}–{1}</translation>
    </message>
    <message>
        <source>{0} passed</source>
        <translation>{0} ha passato</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Hai passato</translation>
    </message>
    <message numerus="yes">
        <source>, closing %n triangle(s)</source>
        <translation>
            <numerusform>, chiudendo %n triangolo</numerusform>
            <numerusform>, chiudendo %n triangoli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n closed outline(s) with stars inside, which score nothing</source>
        <translation>
            <numerusform>; %n contorno chiuso con stelle all’interno, che non conta</numerusform>
            <numerusform>; %n contorni chiusi con stelle all’interno, che non contano</numerusform>
        </translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>un passaggio</translation>
    </message>
    <message>
        <source>Took back {0}</source>
        <translation>Annullato: {0}</translation>
    </message>
    <message numerus="yes">
        <source>A board of %n star(s)</source>
        <translation>
            <numerusform>Tabellone di %n stella</numerusform>
            <numerusform>Tabellone di %n stelle</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}. {1} {2}, {3} {4}. {5}.</source>
        <translation>{0}. {1} {2}, {3} {4}. {5}.</translation>
    </message>
    <message>
        <source>The rules variant {0} is not responding.</source>
        <translation>La variante di regole {0} non risponde.</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Termina la partita</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Attendi</translation>
    </message>
    <message>
        <source>Ending the game keeps it: it can be opened again later.</source>
        <translation>Terminare la partita la conserva: potrai riaprirla più tardi.</translation>
    </message>
    <message>
        <source>the rules variant {0} did not answer</source>
        <translation>la variante di regole {0} non ha risposto</translation>
    </message>
    <message>
        <source>The game is kept as {0}.</source>
        <translation>La partita è conservata come {0}.</translation>
    </message>
    <message>
        <source>Suggested move: {0}–{1}</source>
        <translation>Mossa suggerita: {0}–{1}</translation>
    </message>
    <message>
        <source>Cannot continue this game: {0}</source>
        <translation>Impossibile continuare questa partita: {0}</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically ({0}); saving is tried again after every move.</source>
        <translation>Questa partita non si può salvare automaticamente ({0}); il salvataggio viene ritentato dopo ogni mossa.</translation>
    </message>
    <message>
        <source>Some sound files cannot be used, so only those sounds are off: {0}</source>
        <translation>Alcuni file audio non si possono usare, quindi solo quei suoni sono disattivati: {0}</translation>
    </message>
    <message>
        <source>Suggested move: pass your turn.</source>
        <translation>Mossa suggerita: passa il turno.</translation>
    </message>
    <message>
        <source>Draw!</source>
        <translation>Pareggio!</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>You lost!</source>
        <translation>Hai perso!</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Vince {0}!</translation>
    </message>
    <message>
        <source>{0} {1} : {2} {3}</source>
        <translation>{0} {1} : {2} {3}</translation>
    </message>
    <message>
        <source>{0} {1}, {2} {3}.</source>
        <translation>{0} {1}, {2} {3}.</translation>
    </message>
    <message>
        <source>Game ended</source>
        <translation>Partita terminata</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How long a dialog or popup is given to lay itself out (and a file dialog to list its folder). A modal that does not appear within this long is reported as missing, not waited for.</extracomment>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Triangle! You play again</source>
        <translation>Triangolo! Giochi ancora</translation>
    </message>
    <message>
        <source>Triangle! {0} plays again</source>
        <translation>Triangolo! {0} gioca ancora</translation>
    </message>
    <message>
        <source>{0} is thinking</source>
        <translation>{0} sta pensando</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Tocca a {0}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Two players</source>
        <extracomment>The computer seat&apos;s spec when no computer player plugin is installed (the instant player).</extracomment>
        <translation>Due giocatori</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Computer: {0}</translation>
    </message>
    <message>
        <source>Player &amp;1</source>
        <translation>Giocatore &amp;1</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Il tuo &amp;nome</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Avversario</translation>
    </message>
    <message>
        <source>Player &amp;2</source>
        <translation>Giocatore &amp;2</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tabellone</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>The computer starts</source>
        <translation>Inizia il computer</translation>
    </message>
    <message>
        <source>The level sets how well the computer plays.</source>
        <translation>Il livello stabilisce quanto bene gioca il computer.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefono</translation>
    </message>
    <message>
        <source>Tablet</source>
        <translation>Tablet</translation>
    </message>
    <message>
        <source>{0}: {1} stars</source>
        <translation>{0}: {1} stelle</translation>
    </message>
</context>
<context>
    <name>OsWords</name>
    <message>
        <source>that folder does not exist</source>
        <translation>questa cartella non esiste</translation>
    </message>
    <message>
        <source>part of that path is a file, not a folder</source>
        <translation>parte di questo percorso è un file, non una cartella</translation>
    </message>
    <message>
        <source>a folder of that name is already there</source>
        <translation>esiste già una cartella con questo nome</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>non hai il permesso di scrivere lì</translation>
    </message>
    <message>
        <source>that disk can only be read</source>
        <translation>questo disco è di sola lettura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>il file è danneggiato</translation>
    </message>
    <message>
        <source>the file is too large to be a game</source>
        <translation>il file è troppo grande per essere una partita</translation>
    </message>
    <message>
        <source>this is not a Triangles game</source>
        <translation>non è una partita di Triangles</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>this is not a Triangles game, or it is damaged</source>
        <translation>non è una partita di Triangles, oppure è danneggiata</translation>
    </message>
    <message>
        <source>the game was saved in a format this version cannot read (a newer version of Triangles?)</source>
        <translation>la partita è stata salvata in un formato che questa versione non sa leggere (una versione più recente di Triangles?)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>è una cartella, non un file</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe), so it is not read</source>
        <translation>non è un file normale (è un dispositivo o una pipe), quindi non viene letto</translation>
    </message>
    <message>
        <source>the file is not there any more</source>
        <translation>il file non c&apos;è più</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>il file non può essere letto</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message numerus="yes">
        <source>{0}: %n triangle(s)</source>
        <extracomment>Shrunk for a long name beside it, a name keeps this many characters (all of a short one).</extracomment>
        <translation>
            <numerusform>{0}: %n triangolo</numerusform>
            <numerusform>{0}: %n triangoli</numerusform>
        </translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, di turno</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>What else reproduces the board and its look, written to the record beside the rules&apos; fields: &quot;view&quot; (the fitted scale the game was played at, see ui/board/board_sizes.py) and &quot;cloud&quot; (how the star cloud was made: see engine/stars.py `CloudSpec`). Record fields the window writes about the board; the rules never see them. accepted: (corners, the variant&apos;s reason in words) of each triangle it closed that scores nothing a, b, the reason in words (-1, -1 for a refused pass), the star it passes over (-1), the drawn segment it crosses as its two stars (None) Pause before a computer moves, so the previous segment&apos;s animation is seen. The suggestion on show: asked again before a move, it is shown again, not paid again. What undo took back, the next to play again first; any other action forgets it.</extracomment>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
</context>
<context>
    <name>PluginSwitch</name>
    <message>
        <source>Triangles closed unexpectedly while loading the plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <extracomment>Settings key: {&quot;group:name&quot;: why it is off (English, shown as the plugin&apos;s error)}. What the player is told at the next start, by what the plugin was doing; {0} is its name.</extracomment>
        <translation>Triangles si è chiuso inaspettatamente durante il caricamento del plugin {0}, che quindi è stato disattivato. La finestra Plugin può riattivarlo.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while loading the theme plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles si è chiuso inaspettatamente durante il caricamento del plugin di tema {0}, che quindi è stato disattivato. La finestra Plugin può riattivarlo.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the rules variant {0} was running, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles si è chiuso inaspettatamente mentre era in uso la variante di regole {0}, che quindi è stata disattivata. La finestra Plugin può riattivarla.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the computer player {0} was thinking, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles si è chiuso inaspettatamente mentre pensava il giocatore computer {0}, che quindi è stato disattivato. La finestra Plugin può riattivarlo.</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Installed plugins</source>
        <translation>Plugin installati</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Pacchetto</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Giocatore computer</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Switch on again</source>
        <translation>Riattiva</translation>
    </message>
    <message>
        <source>Loads the selected plugin again from the next start</source>
        <translation>Ricarica il plugin selezionato dal prossimo avvio</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Errore: {0}</translation>
    </message>
    <message>
        <source>Switched on again: loaded at the next start</source>
        <translation>Riattivato: verrà caricato al prossimo avvio</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <extracomment>Upright, the most of the window&apos;s height the panel under the board takes (it scrolls beyond). Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size.</extracomment>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Puzzle of the day</source>
        <translation>Problema del giorno</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>Problema precedente</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problema successivo</translation>
    </message>
    <message>
        <source>No puzzle could be made here. Try the next one.</source>
        <translation>Qui non è stato possibile creare un problema. Prova il successivo.</translation>
    </message>
    <message>
        <source>This puzzle takes too long to make. Try the next one.</source>
        <translation>Questo problema richiede troppo tempo per essere creato. Prova il successivo.</translation>
    </message>
    <message>
        <source>Right, as the answer showed; a puzzle counts as solved only when found without it.</source>
        <translation>Giusto, come mostrava la soluzione; un problema conta come risolto solo se trovato senza vederla.</translation>
    </message>
    <message>
        <source>Right: that is the best move. It is worth {0} under best play.</source>
        <translation>Esatto: è la mossa migliore. Con il gioco migliore vale {0}.</translation>
    </message>
    <message>
        <source>Right: that is one of the best moves (the others are dotted). It is worth {0} under best play.</source>
        <translation>Esatto: è una delle mosse migliori (le altre sono punteggiate). Con il gioco migliore vale {0}.</translation>
    </message>
    <message>
        <source>Worth: the triangles the player to move ends ahead (+) or behind (−) with best play from here.</source>
        <translation>Valore: i triangoli di vantaggio (+) o di svantaggio (−) con cui chi muove finisce giocando al meglio da qui.</translation>
    </message>
    <message>
        <source>When several lines are equally best, any of them is right.</source>
        <translation>Quando più segmenti sono ugualmente migliori, uno qualsiasi è giusto.</translation>
    </message>
    <message>
        <source>Not the best move. Try again, or show the answer.</source>
        <translation>Non è la mossa migliore. Riprova o mostra la soluzione.</translation>
    </message>
    <message>
        <source>The answer is {0}–{1} (dotted): worth {2}, every other line at least one triangle less.</source>
        <translation>La soluzione è {0}–{1} (punteggiata): vale {2}, ogni altro segmento almeno un triangolo in meno.</translation>
    </message>
    <message>
        <source>The answers are {0} (dotted): any of them is right, each worth {1}; every other line is worth at least one triangle less.</source>
        <translation>Le soluzioni sono {0} (punteggiate): una qualsiasi è giusta, ognuna vale {1}; ogni altro segmento vale almeno un triangolo in meno.</translation>
    </message>
    <message>
        <source>Puzzle of the day, {0} ({1})</source>
        <translation>Problema del giorno, {0} ({1})</translation>
    </message>
    <message>
        <source>{0} puzzle {1}</source>
        <translation>Problema {1} ({0})</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>Creazione del problema…</translation>
    </message>
    <message>
        <source>Player {0} to move: find the best line.</source>
        <translation>Tocca al giocatore {0}: trova il segmento migliore.</translation>
    </message>
    <message>
        <source>Rules: play again after a triangle.</source>
        <translation>Regole: si gioca ancora dopo un triangolo.</translation>
    </message>
    <message>
        <source>Rules: the turn passes after a triangle.</source>
        <translation>Regole: dopo un triangolo il turno passa.</translation>
    </message>
    <message>
        <source>Solved: {0}; puzzles of the day: {1}</source>
        <translation>Risolti: {0}; problemi del giorno: {1}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Seleziona tutto</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Aumenta</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Diminuisci</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <source>Select Color</source>
        <extracomment>The texts of Qt&apos;s colour picker (the theme editor&apos;s, Qt&apos;s own on every system) and of the context menus of a text field and a number box, for the same reason.</extracomment>
        <translation>Seleziona colore</translation>
    </message>
    <message>
        <source>Hu&amp;e:</source>
        <translation>Tint&amp;a:</translation>
    </message>
    <message>
        <source>&amp;Sat:</source>
        <translation>&amp;Sat:</translation>
    </message>
    <message>
        <source>&amp;Val:</source>
        <translation>&amp;Val:</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Rosso:</translation>
    </message>
    <message>
        <source>&amp;Green:</source>
        <translation>&amp;Verde:</translation>
    </message>
    <message>
        <source>Bl&amp;ue:</source>
        <translation>Bl&amp;u:</translation>
    </message>
    <message>
        <source>A&amp;lpha channel:</source>
        <translation>Canale a&amp;lfa:</translation>
    </message>
    <message>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
    <message>
        <source>&amp;Basic colors</source>
        <translation>Colori di &amp;base</translation>
    </message>
    <message>
        <source>&amp;Custom colors</source>
        <translation>&amp;Colori personalizzati</translation>
    </message>
    <message>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Aggiungi ai colori personalizzati</translation>
    </message>
    <message>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Preleva un colore dallo schermo</translation>
    </message>
    <message>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Cursore su %1, %2
Premi ESC per annullare</translation>
    </message>
    <message>
        <source>Cursor at %1, %2, color: %3
Press ESC to cancel</source>
        <translation>Cursore su %1, %2, colore: %3
Premi ESC per annullare</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>The texts of Qt&apos;s own file dialog (Open, Save, Import and Export on Linux; Windows and macOS show the system&apos;s), for the same reason: Qt has no Greek catalogue, and its Turkish, Czech and Italian ones leave &quot;Look in:&quot;, &quot;Files of type:&quot; and the kinds of entries in English.</extracomment>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nome del file:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Tipo di file:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Salva come</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vai avanti</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Cartella superiore</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crea nuova cartella</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista a elenco</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista dettagliata</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Vai indietro</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Vai alla cartella superiore</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Crea una nuova cartella</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Passa alla modalità vista a elenco</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Passa alla modalità vista dettagliata</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista di risorse e segnalibri</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barra laterale</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Risorse recenti</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Rinomina</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostra i &amp;file nascosti</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nuova cartella</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nuova cartella</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 esiste già.
Vuoi sostituirlo?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
File non trovato.
Verifica che sia stato inserito il nome corretto del file.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Cartella non trovata.
Verifica che sia stato inserito il nome corretto della cartella.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Sei sicuro di voler eliminare &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; è protetto da scrittura.
Vuoi eliminarlo comunque?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Impossibile rimuovere la cartella.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data di modifica</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rifai</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>The languages the game is written in, with their names in their own language. The standard button texts of the game&apos;s dialogs, as Qt names them. Qt ships no catalogue for some of the game&apos;s languages (Greek), so they are listed here for lupdate and translated in the game&apos;s own catalogues too (which Qt consults before its own).</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sì</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ripristina valori predefiniti</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This line is already drawn.</source>
        <translation>Questo segmento è già tracciato.</translation>
    </message>
    <message>
        <source>This line passes over a star.</source>
        <translation>Questo segmento passa sopra una stella.</translation>
    </message>
    <message>
        <source>This line would cross a line already drawn.</source>
        <translation>Questo segmento incrocerebbe un altro segmento.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Choose two different stars.</source>
        <translation>Scegli due stelle diverse.</translation>
    </message>
    <message>
        <source>The rules do not allow this now.</source>
        <translation>Ora le regole non lo permettono.</translation>
    </message>
    <message>
        <source>This move is not allowed.</source>
        <translation>Questa mossa non è permessa.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Ora non si può passare.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>best</source>
        <extracomment>The share of a narrow window&apos;s height the panel under the board keeps: on a phone, what a review adds (the graph, the summary) with the move list and &quot;Continue from here&quot; in sight, and the board as large before the review as after. Where that is not enough (a long translation, a line saying whose side the person takes) it takes up to PANEL_SHARE_MOST, and beyond that it scrolls. The best segments a caption names and the board dots: early in a game dozens can be equally best.</extracomment>
        <translation>la migliore</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>Replay and review</source>
        <translation>Replay e revisione</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Mossa precedente (Sinistra)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Mossa successiva (Destra)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Posizione finale</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continua da qui</translation>
    </message>
    <message>
        <source>Play on against:</source>
        <translation>Continua contro:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Avanzamento dell’analisi</translation>
    </message>
    <message>
        <source>Graph of who is ahead after each move</source>
        <translation>Grafico di chi è in vantaggio dopo ogni mossa</translation>
    </message>
    <message>
        <source>Above the middle line player 1 is ahead, below player 2; the move list says the same in words.</source>
        <translation>Sopra la linea di mezzo è in vantaggio il giocatore 1, sotto il giocatore 2; l’elenco delle mosse dice lo stesso a parole.</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Impossibile aprire {0}: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>Triangles games (*.triangles);;Game records (*.json)</source>
        <translation>Partite di Triangles (*.triangles);;Registrazioni di partite (*.json)</translation>
    </message>
    <message>
        <source>You drew {0}.</source>
        <translation>Hai tracciato {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}.</source>
        <translation>{0} ha tracciato {1}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Hai passato.</translation>
    </message>
    <message>
        <source>{0} passed.</source>
        <translation>{0} ha passato.</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Nessuna partita</translation>
    </message>
    <message>
        <source>Move {0} of {1}</source>
        <translation>Mossa {0} di {1}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>L’inizio della partita.</translation>
    </message>
    <message>
        <source>You played {0}: {1}.</source>
        <translation>Hai giocato {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2}.</source>
        <translation>{0} ha giocato {1}: {2}.</translation>
    </message>
    <message>
        <source>Triangles given away: {0}; best: {1} (dotted).</source>
        <translation>Triangoli regalati: {0}; la migliore: {1} (punteggiata).</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <translation>(stimato)</translation>
    </message>
    <message>
        <source>Move {0}: {1}–{2}</source>
        <translation>Mossa {0}: {1}–{2}</translation>
    </message>
    <message>
        <source>Move {0}: pass</source>
        <translation>Mossa {0}: passa</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Giocatore {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Review done.</source>
        <translation>Revisione completata.</translation>
    </message>
    <message>
        <source>Reviewing with the exact solver…</source>
        <translation>Revisione con il risolutore esatto…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Revisione annullata.</translation>
    </message>
    <message>
        <source>{0}: accuracy {1}%, {2}; {3}, {4}, {5}</source>
        <translation>{0}: precisione {1}%, {2}; {3}, {4}, {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) lost</source>
        <translation>
            <numerusform>%n triangolo perso</numerusform>
            <numerusform>%n triangoli persi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n imprecisione</numerusform>
            <numerusform>%n imprecisioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n errore grave</numerusform>
            <numerusform>%n errori gravi</numerusform>
        </translation>
    </message>
    <message>
        <source>Another player on this device</source>
        <translation>Un altro giocatore su questo dispositivo</translation>
    </message>
    <message>
        <source>~ estimated, not proved in the time</source>
        <translation>~ stimato, non dimostrato in tempo</translation>
    </message>
    <message>
        <source>The review covers the classic rules only.</source>
        <translation>La revisione copre solo le regole classiche.</translation>
    </message>
    <message>
        <source>The review covers the classic rules only: a dice turn depends on rolls to come.</source>
        <translation>La revisione copre solo le regole classiche: un turno con il dado dipende dai lanci futuri.</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Computer: {0}</translation>
    </message>
    <message>
        <source>You keep your own side, and move next.</source>
        <translation>Mantieni il tuo posto e muovi ora.</translation>
    </message>
    <message>
        <source>You take the side of {0}, who moves next.</source>
        <translation>Prendi il posto di {0}, che muove ora.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>In short</source>
        <translation>In breve</translation>
    </message>
    <message>
        <source>Players take turns drawing a line between two stars. A line may not cross another line or pass over a star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has more triangles wins.</source>
        <translation>A turno, ogni giocatore traccia un segmento tra due stelle. Un segmento non può incrociarne un altro né passare sopra una stella. Chiudere un triangolo senza stelle all’interno vale un punto. La partita finisce quando non si può più chiudere nessun triangolo; vince chi ha più triangoli.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60 or 120 stars on a phone, 80, 120 or 180 on a tablet, depending on the board you choose. There is no grid: a line may join two stars far apart, as long as it follows the rules below.</source>
        <translation>Chiudere più triangoli dell’avversario. Il tabellone è una nuvola di stelle: 24, 60 o 120 stelle sul telefono, 80, 120 o 180 sul tablet, secondo il tabellone scelto. Non c’è una griglia: un segmento può unire due stelle lontane, purché rispetti le regole seguenti.</translation>
    </message>
    <message>
        <source>Drawing a line</source>
        <translation>Tracciare un segmento</translation>
    </message>
    <message>
        <source>Tap a star and then another, or slide your finger from one star to the other. The line takes the player&apos;s colour: with the Nebula theme, the default, red-orange for Player 1 and blue for Player 2. The game refuses a line in three cases:</source>
        <translation>Tocca una stella e poi un’altra, oppure trascina il dito da una stella all’altra. Il segmento prende il colore del giocatore: con il tema Nebulosa, quello predefinito, rosso-arancio per il Giocatore 1 e blu per il Giocatore 2. Il gioco rifiuta un segmento in tre casi:</translation>
    </message>
    <message>
        <source>• it already exists;</source>
        <translation>• esiste già;</translation>
    </message>
    <message>
        <source>• it passes over another star (even by a hair: the game allows a gap of a few screen points at most);</source>
        <translation>• passa sopra un’altra stella (anche di poco: il gioco tollera al massimo uno scarto di pochi punti dello schermo);</translation>
    </message>
    <message>
        <source>• it crosses a line already drawn. Two lines may start from the same star, but they may never cross.</source>
        <translation>• incrocia un segmento già tracciato. Due segmenti possono partire dalla stessa stella, ma non possono mai incrociarsi.</translation>
    </message>
    <message>
        <source>The line B–D (dashed) is refused: it would cross the line A–C.</source>
        <translation>Il segmento B–D (tratteggiato) viene rifiutato: incrocerebbe il segmento A–C.</translation>
    </message>
    <message>
        <source>The line A–C (dashed) is refused: it would pass over the star B.</source>
        <translation>Il segmento A–C (tratteggiato) viene rifiutato: passerebbe sopra la stella B.</translation>
    </message>
    <message>
        <source>When a triangle counts</source>
        <translation>Quando conta un triangolo</translation>
    </message>
    <message>
        <source>When your line closes a triangle, that is, when its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score a point. A triangle counts only if it contains no star, neither inside nor exactly on a side. The three sides of a triangle with a star in it can all be drawn, but it scores nothing.</source>
        <translation>Quando il tuo segmento chiude un triangolo, cioè quando gli altri due lati sono già tracciati (da te o dall’avversario), il triangolo si riempie del tuo colore e guadagni un punto. Un triangolo conta solo se non contiene nessuna stella, né all’interno né esattamente su un lato. I tre lati di un triangolo con una stella all’interno si possono tracciare tutti, ma non danno nulla.</translation>
    </message>
    <message>
        <source>The large triangle ABC is closed, but the star D is inside it: no point. The small triangles around D, on the other hand, do count.</source>
        <translation>Il triangolo grande ABC è chiuso, ma la stella D è al suo interno: nessun punto. I triangoli piccoli intorno a D, invece, contano.</translation>
    </message>
    <message>
        <source>One line, two triangles</source>
        <translation>Un segmento, due triangoli</translation>
    </message>
    <message>
        <source>A line has two sides: it can close a triangle on each side and score 2 points in one move. In the square below, the diagonal A–C closes ABC and ACD at the same time.</source>
        <translation>Un segmento ha due lati: può chiudere un triangolo su ciascun lato e dare 2 punti con una sola mossa. Nel quadrato qui sotto, la diagonale A–C chiude insieme ABC e ACD.</translation>
    </message>
    <message>
        <source>The diagonal A–C closes two triangles in one move.</source>
        <translation>La diagonale A–C chiude due triangoli con una sola mossa.</translation>
    </message>
    <message>
        <source>The option “Play again after a triangle”</source>
        <translation>L’opzione «Gioca ancora dopo un triangolo»</translation>
    </message>
    <message>
        <source>By default, each player draws one line per turn, whether it closes a triangle or not. In the New Game window, the option “Play again after a triangle” changes this: a player who closes at least one triangle draws another line straight away. In the example, Player 1 closes a triangle on move 3 and also plays the next move.</source>
        <translation>Di norma ogni giocatore traccia un solo segmento per turno, che chiuda o no un triangolo. Nella finestra Nuova partita, l’opzione «Gioca ancora dopo un triangolo» cambia questa regola: chi chiude almeno un triangolo traccia subito un altro segmento. Nell’esempio, il Giocatore 1 chiude un triangolo alla mossa 3 e gioca anche la mossa successiva.</translation>
    </message>
    <message>
        <source>Player 1 closes a triangle on move 3 and draws the next line too.</source>
        <translation>Il Giocatore 1 chiude un triangolo alla mossa 3 e traccia anche il segmento successivo.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <source>The game ends as soon as no triangle can be closed and counted any more: a line that could still be drawn would score nothing. The player who closed the most triangles wins. Against the computer, the final screen shows “You won!” or “You lost!”; in a two-player game it shows the winner&apos;s name.</source>
        <translation>La partita finisce appena nessun triangolo può più essere chiuso e contato: un segmento ancora possibile non darebbe più nulla. Vince il giocatore che ha chiuso più triangoli. Contro il computer, la schermata finale mostra «Hai vinto!» o «Hai perso!»; in una partita a due mostra il nome del vincitore.</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Il pareggio</translation>
    </message>
    <message>
        <source>With the same number of triangles, the final screen shows “Draw!”. Against the computer, a draw counts neither as a win nor as a loss in the statistics. The example below ends in a draw.</source>
        <translation>Con lo stesso numero di triangoli, la schermata finale mostra «Pareggio!». Contro il computer, un pareggio non conta né come vittoria né come sconfitta nelle statistiche. L’esempio qui sotto finisce in pareggio.</translation>
    </message>
    <message>
        <source>Each player closes two triangles: the game ends in a draw.</source>
        <translation>Ogni giocatore chiude due triangoli: la partita finisce in pareggio.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Regole di Triangles</translation>
    </message>
    <message>
        <source>This example cannot be shown: the rules variant {0} failed or is not responding.</source>
        <translation>Questo esempio non si può mostrare: la variante di regole {0} ha dato errore o non risponde.</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s tips again</source>
        <translation>Rivedi i suggerimenti</translation>
    </message>
    <message>
        <source>Example: {0}</source>
        <translation>Esempio: {0}</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Esempio</translation>
    </message>
</context>
<context>
    <name>SelfCheck</name>
    <message>
        <source>Computer 1</source>
        <extracomment>The computer players&apos; think budget is scaled down: the check is about the window, not strength. The picture format each screenshot name ending asks for; a name without one is a PNG. How Qt&apos;s headless platforms begin their note on each window feature they lack (&quot;This plugin does not support propagateSizeHints()&quot;): about the screen, not the game. How long past --timeout the watchdog waits before it ends a check that stopped answering. Tries at removing the check&apos;s folder when it ends at once: a thread of the game (the autosave) may be writing a file into it at that moment.</extracomment>
        <translation>Computer 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Computer 2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Suono</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s &amp;tips</source>
        <translation>Mostra i &amp;suggerimenti per Principianti</translation>
    </message>
    <message>
        <source>Shade &amp;invalid triangles</source>
        <translation>Ombreggia i triangoli non &amp;validi</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{0} %</source>
        <comment>a share in percent</comment>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>a computer level, then the rules variant</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0}, with hints</source>
        <translation>{0}, con suggerimenti</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Forget all results against the computer?</source>
        <translation>Dimenticare tutti i risultati contro il computer?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% vittorie</translation>
    </message>
    <message>
        <source>Wins among games won or lost; draws count as neither.</source>
        <translation>Vittorie sulle partite vinte o perse; i pareggi non contano.</translation>
    </message>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Ancora nessuna partita contro il computer.</translation>
    </message>
    <message>
        <source>Results against each level</source>
        <translation>Risultati contro ogni livello</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Azzera</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (what stood in place of the file is kept as {0}).</source>
        <translation>Non è stato possibile leggere le tue statistiche, quindi ripartono da zero (ciò che stava al posto del file è conservato come {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (what stood in place of the file is kept as {0}).</source>
        <translation>Non è stato possibile leggere le tue impostazioni, quindi si usano quelle predefinite (ciò che stava al posto del file è conservato come {0}).</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <translation>Non è stato possibile leggere le tue statistiche, quindi ripartono da zero (il file danneggiato è conservato come {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>Non è stato possibile leggere le tue impostazioni, quindi si usano quelle predefinite (il file danneggiato è conservato come {0}).</translation>
    </message>
    <message>
        <source>Your statistics cannot be read or saved in {0}, so they start from zero for now; nothing there was moved or changed.</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>Non è possibile leggere né salvare le tue statistiche in {0}, quindi per ora ripartono da zero; lì non è stato spostato né modificato nulla.</translation>
    </message>
    <message>
        <source>Your settings cannot be read or saved in {0}, so the defaults are used for now; nothing there was moved or changed.</source>
        <translation>Non è possibile leggere né salvare le tue impostazioni in {0}, quindi per ora si usano quelle predefinite; lì non è stato spostato né modificato nulla.</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Below this width (a phone) the editor stacks its panes instead of setting them side by side, and below the width the three panes need in the language shown (`_wide_width`). The narrowest the preview gets beside the theme list and a whole form. From this height on, the one-page (phone) layout keeps the preview in view above the page. From this width on, a window wider than tall sets the one page beside the preview (a phone on its side, a tablet at 200 %): two phone-wide columns. Slider steps of each number key (the range comes from the schema). A user theme was saved (old == new), renamed, or deleted (new == &quot;&quot;): (old, new) names.</extracomment>
        <translation>Temi</translation>
    </message>
    <message>
        <source>Save as new…</source>
        <translation>Salva come nuovo…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Rinomina…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Use this theme</source>
        <translation>Usa questo tema</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>A player&apos;s values that follow the one colour (the pattern only if it had the player&apos;s hue).</extracomment>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Segmenti</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Sfondo</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Segnalazioni</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Finestra</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangoli</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Pattern colour</source>
        <translation>Colore del motivo</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Spessore</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Glow</source>
        <translation>Bagliore</translation>
    </message>
    <message>
        <source>Glow colour</source>
        <translation>Colore del bagliore</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>In alto</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>In basso</translation>
    </message>
    <message>
        <source>Distant stars</source>
        <translation>Stelle lontane</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quante</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Evidenziazione</translation>
    </message>
    <message>
        <source>Refused segment</source>
        <translation>Segmento rifiutato</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Pannelli</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Carattere</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Dimensione del testo</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Righe</translation>
    </message>
    <message>
        <source>Lines, other way</source>
        <translation>Righe inverse</translation>
    </message>
    <message>
        <source>Crossed lines</source>
        <translation>Righe incrociate</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Puntini</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Fine control: segments, triangles and pattern apart</source>
        <translation>Controllo fine: segmenti, triangoli e motivo separati</translation>
    </message>
    <message>
        <source>System font</source>
        <translation>Carattere di sistema</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Anteprima del tema</translation>
    </message>
    <message>
        <source>{0} (cannot be used)</source>
        <translation>{0} (non utilizzabile)</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Scarta le modifiche</translation>
    </message>
    <message>
        <source>Discard the changes to “{0}”?</source>
        <translation>Scartare le modifiche a «{0}»?</translation>
    </message>
    <message>
        <source>Your theme, saved in {0}.</source>
        <translation>Il tuo tema, salvato in {0}.</translation>
    </message>
    <message>
        <source>A theme of the plugin package {0}: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Un tema del pacchetto di plugin {0}: «Salva come nuovo…» conserva le modifiche come tema tuo.</translation>
    </message>
    <message>
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Un tema predefinito: «Salva come nuovo…» conserva le modifiche come tema tuo.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Modifiche non salvate.</translation>
    </message>
    <message>
        <source>The game is in this theme.</source>
        <translation>La partita usa questo tema.</translation>
    </message>
    <message>
        <source>⚠ Player 1 and Player 2 look almost the same: nobody could tell whose lines are whose.</source>
        <translation>⚠ Il giocatore 1 e il giocatore 2 sembrano quasi uguali: nessuno capirebbe di chi sono le linee.</translation>
    </message>
    <message>
        <source>⚠ Player 1&apos;s lines hardly show on the background.</source>
        <translation>⚠ Le linee del giocatore 1 si vedono appena sullo sfondo.</translation>
    </message>
    <message>
        <source>⚠ Player 2&apos;s lines hardly show on the background.</source>
        <translation>⚠ Le linee del giocatore 2 si vedono appena sullo sfondo.</translation>
    </message>
    <message>
        <source>⚠ The stars hardly show on the background.</source>
        <translation>⚠ Le stelle si vedono appena sullo sfondo.</translation>
    </message>
    <message>
        <source>Save as new theme</source>
        <translation>Salva come nuovo tema</translation>
    </message>
    <message>
        <source>Title of the new theme:</source>
        <translation>Titolo del nuovo tema:</translation>
    </message>
    <message>
        <source>My {0}</source>
        <translation>Il mio {0}</translation>
    </message>
    <message>
        <source>Rename theme</source>
        <translation>Rinomina tema</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Nuovo titolo:</translation>
    </message>
    <message>
        <source>“{0}” is the theme in use. Delete it? The game will switch to Nebula.</source>
        <translation>«{0}» è il tema in uso. Eliminarlo? Il gioco passerà a Nebulosa.</translation>
    </message>
    <message>
        <source>Delete theme</source>
        <translation>Elimina tema</translation>
    </message>
    <message>
        <source>Imported “{0}”; some of its values could not be used as written:</source>
        <translation>«{0}» importato; alcuni suoi valori non si sono potuti usare così come sono scritti:</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>Eliminare il tema «{0}»?</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <source>Exported “{0}” to {1}.</source>
        <translation>«{0}» esportato in {1}.</translation>
    </message>
    <message>
        <source>Close without saving the changes to “{0}”?</source>
        <translation>Chiudere senza salvare le modifiche a «{0}»?</translation>
    </message>
    <message>
        <source>Import theme</source>
        <translation>Importa tema</translation>
    </message>
    <message>
        <source>There is already a theme called “{0}”.</source>
        <translation>Esiste già un tema chiamato «{0}».</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Sostituiscilo</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Tienili entrambi</translation>
    </message>
    <message>
        <source>Theme files (*{0})</source>
        <translation>File di tema (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Esporta tema</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Gioca ancora dopo un triangolo</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another line at once.</source>
        <translation>Chi chiude almeno un triangolo traccia subito un altro segmento.</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Suggerisci mossa</translation>
    </message>
    <message>
        <source>How often each player may ask the computer for a good line in this game.</source>
        <translation>Quante volte ogni giocatore può chiedere al computer un buon segmento in questa partita.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>3 times</source>
        <translation>3 volte</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Senza limite</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Game mode</source>
        <extracomment>&quot;Suggest move&quot; uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>The players&apos; help, not the computer&apos;s level: Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>L&apos;aiuto ai giocatori, non il livello del computer: Principiante mostra suggerimenti passo passo; Principiante e Normale consentono 3 mosse suggerite per giocatore; Esperto nessuna.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Triangolo più piccolo che vale punti (frazione di un triangolo medio)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board&apos;s average triangle does not score.</source>
        <translation>Un triangolo più piccolo di questa frazione del triangolo medio del tabellone non vale punti.</translation>
    </message>
    <message>
        <source>Narrowest angle of a triangle that scores (degrees)</source>
        <translation>Angolo più stretto di un triangolo che vale punti (gradi)</translation>
    </message>
    <message>
        <source>A triangle with a narrower corner than this does not score.</source>
        <translation>Un triangolo con un angolo più stretto di questo non vale punti.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Dice and hints</source>
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game&apos;s.</extracomment>
        <translation>Dado e suggerimenti</translation>
    </message>
    <message>
        <source>The last line can only be drawn with exactly 1 line left in the turn.</source>
        <translation>L’ultimo segmento si può tracciare solo con esattamente 1 segmento residuo nel turno.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Questo triangolo racchiuderebbe un triangolo già conquistato.</translation>
    </message>
    <message>
        <source>This triangle is too small to count.</source>
        <extracomment>`Game.unscored_reason` keys (rules 8 and 10): why a closed triangle does not count.</extracomment>
        <translation>Questo triangolo è troppo piccolo per valere.</translation>
    </message>
    <message>
        <source>This triangle is too narrow to count.</source>
        <translation>Questo triangolo è troppo stretto per valere.</translation>
    </message>
    <message>
        <source>No valid triangle can be built any more.</source>
        <extracomment>Outcome reasons: {0} is the loser, {1} the winner.</extracomment>
        <translation>Non è più possibile costruire nessun nuovo triangolo valido.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: {1} wins.</source>
        <translation>A {0} restava più di 1 segmento quando mancava solo l’ultimo segmento, senza altre mosse utili: vince {1}.</translation>
    </message>
    <message>
        <source>You had more than 1 line left with only the last line to draw, and no other useful move: you lose.</source>
        <translation>Ti restava più di 1 segmento quando mancava solo l’ultimo segmento, senza altre mosse utili: hai perso.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: you win.</source>
        <translation>A {0} restava più di 1 segmento quando mancava solo l’ultimo segmento, senza altre mosse utili: hai vinto.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle {1} conquered: {0} can build no more triangles, and {1} wins.</source>
        <translation>Ogni segmento utile rimasto a {0} racchiuderebbe un triangolo conquistato da {1}: {0} non può più costruire triangoli, e vince {1}.</translation>
    </message>
    <message>
        <source>Every useful line left to you would enclose a triangle {1} conquered: you can build no more triangles, and you lose.</source>
        <translation>Ogni segmento utile che ti resta racchiuderebbe un triangolo conquistato da {1}: non puoi più costruire triangoli, e hai perso.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle you conquered: {0} can build no more triangles, and you win.</source>
        <translation>Ogni segmento utile rimasto a {0} racchiuderebbe un triangolo che hai conquistato: {0} non può più costruire triangoli, e hai vinto.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a line: the score decides.</source>
        <translation>Entrambi i giocatori hanno passato un turno intero senza tracciare segmenti: decide il punteggio.</translation>
    </message>
    <message>
        <source>You rolled {0}: that is how many lines you may draw this turn, one star then another. Pass turn gives up the rest.</source>
        <extracomment>Beginner&apos;s tips (tips.TIP_KEYS): {0} is the roll, {1} the segments left in the turn.</extracomment>
        <translation>Hai tirato {0}: è il numero di segmenti che puoi tracciare in questo turno, da una stella a un’altra. «Passa turno» rinuncia al resto.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Due lati di un triangolo sono tracciati: traccia il terzo per conquistarlo.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Lines left: {1}.</source>
        <translation>Traccia un lato di un triangolo da completare più tardi, senza lasciare all’avversario un triangolo con due lati tracciati. Segmenti rimasti: {1}.</translation>
    </message>
    <message>
        <source>Only the last line is left: it can be drawn only with exactly 1 line left in your turn. Draw other lines first, or pass.</source>
        <translation>Resta solo l’ultimo segmento: si può tracciare solo con esattamente 1 segmento residuo nel turno. Traccia prima altri segmenti, oppure passa.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good line (3 times a game for each player).</source>
        <translation>Non sei sicuro? «Suggerisci mossa» mostra un buon segmento (3 volte per partita per ogni giocatore).</translation>
    </message>
    <message>
        <source>Nothing useful is left to draw this turn without losing at once: Pass turn hands the turn over.</source>
        <translation>In questo turno non resta nulla di utile da tracciare senza perdere subito: «Passa turno» cede il turno.</translation>
    </message>
    <message>
        <source>The dice variant</source>
        <translation>La variante con il dado</translation>
    </message>
    <message>
        <source>Choose the rules “Dice and hints” in the New Game window to play with a die. The goal stays the same: capture more triangles than your opponent. Everything not said below is as in the classic rules.</source>
        <translation>Per giocare con il dado scegli le regole «Dado e suggerimenti» nella finestra Nuova partita. L’obiettivo non cambia: conquistare più triangoli dell’avversario. Tutto ciò che non è detto qui sotto vale come nelle regole classiche.</translation>
    </message>
    <message>
        <source>1. The stars are scattered at random on the board and change place with every new game.</source>
        <translation>1. Le stelle vengono distribuite casualmente sul tabellone e cambiano posizione a ogni nuova partita.</translation>
    </message>
    <message>
        <source>2. Players take turns rolling the die.</source>
        <translation>2. A turno ogni giocatore tira il dado.</translation>
    </message>
    <message>
        <source>3. The number rolled is how many lines the player draws in that turn. Closing a triangle does not give extra lines.</source>
        <translation>3. Il numero ottenuto indica quanti segmenti il giocatore traccia in quel turno. Chiudere un triangolo non dà segmenti in più.</translation>
    </message>
    <message>
        <source>4. To draw a line, select a star and then a second star.</source>
        <translation>4. Per tracciare un segmento seleziona una stella e poi una seconda stella.</translation>
    </message>
    <message>
        <source>5. A line may not cross the lines already drawn.</source>
        <translation>5. Non si possono incrociare segmenti già presenti.</translation>
    </message>
    <message>
        <source>6. A line may not pass over another star of the board.</source>
        <translation>6. Un segmento non può passare sopra un’altra stella del tabellone.</translation>
    </message>
    <message>
        <source>7. A line already drawn cannot be drawn again, and the same two stars cannot be joined twice.</source>
        <translation>7. Non si può ripassare un segmento già tracciato né collegare di nuovo la stessa coppia di stelle.</translation>
    </message>
    <message>
        <source>8. A triangle is valid only if it is large enough to be clearly visible and no other star is left inside it.</source>
        <translation>8. Un triangolo è valido soltanto se è abbastanza grande e ben visibile e se al suo interno non rimane nessun’altra stella.</translation>
    </message>
    <message>
        <source>9. A triangle already captured is protected: the opponent may not make a new triangle that encloses it. Such a line stays refused to that player for the rest of the game; a line refused to both players can never be drawn, so a triangle that needs it can no longer be built.</source>
        <translation>9. Un triangolo già conquistato è protetto: l’avversario non può creare un nuovo triangolo che lo racchiuda. Quel segmento resta vietato a quel giocatore fino alla fine della partita; un segmento vietato a entrambi i giocatori non si può mai tracciare, quindi un triangolo che ne ha bisogno non si può più costruire.</translation>
    </message>
    <message>
        <source>10. Tiny or very narrow triangles are not valid and score no points.</source>
        <translation>10. I triangoli minuscoli o molto stretti non vengono considerati validi e non assegnano punti.</translation>
    </message>
    <message>
        <source>11. When you close a valid triangle you score 1 point at once and your avatar appears in it. That point stays yours until the end of the game.</source>
        <translation>11. Quando chiudi un triangolo valido guadagni automaticamente 1 punto e compare il tuo avatar. Quel punto resta tuo fino alla fine della partita.</translation>
    </message>
    <message>
        <source>12. The exact count applies only at the very end of the game: when a single useful line is left (one that can still close a triangle), only a player with exactly 1 line left in the turn may draw it. With more lines left, draw lines that leave it open, or pass.</source>
        <translation>12. La regola del punteggio esatto si applica solo alla fine assoluta della partita: quando rimane un unico segmento utile (uno che può ancora chiudere un triangolo), può tracciarlo solo chi ha esattamente 1 segmento residuo nel turno. Se te ne restano di più, traccia segmenti che lo lascino aperto, oppure passa.</translation>
    </message>
    <message>
        <source>13. In Beginner and Normal mode each player may use “Suggest move” at most 3 times per game. A suggestion may show a line that closes a triangle at once or one that prepares a later triangle.</source>
        <translation>13. In modalità Principiante e Normale ogni giocatore può usare «Suggerisci mossa» al massimo 3 volte per partita. Il suggerimento può indicare sia una chiusura immediata sia un segmento utile a preparare un triangolo successivo.</translation>
    </message>
    <message>
        <source>14. In Expert mode, suggestions are not available.</source>
        <translation>14. In modalità Esperto i suggerimenti non sono disponibili.</translation>
    </message>
    <message>
        <source>15. With “Pass turn” you give up the rest of your lines and hand the turn to your opponent straight away.</source>
        <translation>15. Con «Passa turno» puoi rinunciare volontariamente ai segmenti rimanenti e lasciare subito il turno all’avversario.</translation>
    </message>
    <message>
        <source>16. If the game finds that a player has no useful move left, the game ends at once and the opponent wins: the player to move, or a player whose every useful line is refused to them for good (rule 9).</source>
        <translation>16. Se il gioco verifica che un giocatore non ha più nessuna mossa utile, la partita termina immediatamente e vince l’avversario: il giocatore di turno, oppure un giocatore a cui ogni segmento utile rimasto è vietato per sempre (regola 9).</translation>
    </message>
    <message>
        <source>17. The game also ends when no new valid triangle can be built any more, even if useless lines could still be drawn, and when both players let a whole turn go by without drawing. The player with more triangles wins.</source>
        <translation>17. La partita termina anche quando non è più possibile costruire nessun nuovo triangolo valido, anche se restano segmenti inutili che si potrebbero ancora tracciare, e quando entrambi i giocatori lasciano passare un turno intero senza tracciare nulla. Vince chi ha più triangoli.</translation>
    </message>
    <message>
        <source>The exact count: an example</source>
        <translation>Il punteggio esatto: un esempio</translation>
    </message>
    <message>
        <source>Here only the triangle ABC is valid. Player 1 rolls 2 and draws A–B and A–C. Player 2 rolls 3: B–C is the last useful line, and with 3 lines left it is refused. Player 2 first draws D–E and C–E, which leave it open; with exactly 1 line left, B–C closes ABC. No valid triangle is left: the game ends and Player 2 wins 1 to 0. Without D and E, Player 2 would have had no useful move and would have lost at once (rule 16).</source>
        <translation>Qui è valido solo il triangolo ABC. Il Giocatore 1 tira 2 e traccia A–B e A–C. Il Giocatore 2 tira 3: B–C è l’ultimo segmento utile e, con 3 segmenti residui, viene rifiutato. Il Giocatore 2 traccia prima D–E e C–E, che lo lasciano aperto; con esattamente 1 segmento residuo, B–C chiude ABC. Non resta nessun triangolo valido: la partita finisce e vince il Giocatore 2 per 1 a 0. Senza D ed E, il Giocatore 2 non avrebbe avuto nessuna mossa utile e avrebbe perso subito (regola 16).</translation>
    </message>
    <message>
        <source>Player 2 rolled 3: B–C (dashed) is refused with 3 lines left, then closes ABC as the last line of the turn.</source>
        <translation>Il Giocatore 2 ha tirato 3: B–C (tratteggiato) viene rifiutato con 3 segmenti residui, poi chiude ABC come ultimo segmento del turno.</translation>
    </message>
    <message>
        <source>Beginner mode (dice variant)</source>
        <translation>Modalità principiante (variante con il dado)</translation>
    </message>
    <message>
        <source>In the dice variant, the Beginner difficulty shows step-by-step tips during the game. You can close them at any time with “I understand how to play”. The classic rules have no tips; the computer&apos;s level is chosen separately.</source>
        <translation>Nella variante con il dado, la difficoltà Principiante mostra consigli passo passo durante la partita. Puoi chiuderli in qualsiasi momento con «Ho capito come si gioca». Le regole classiche non hanno consigli; il livello del computer si sceglie a parte.</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>Nebula</source>
        <translation>Nebulosa</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Luce del giorno</translation>
    </message>
    <message>
        <source>Colour-safe</source>
        <translation>Colori sicuri</translation>
    </message>
    <message>
        <source>Blackboard</source>
        <translation>Lavagna</translation>
    </message>
</context>
</TS>
