<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
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
        <source>No suggestion is available now.</source>
        <translation>Nessun suggerimento disponibile ora.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner's tips. The roll animation: this many random faces, this far apart, then the real one.</extracomment>
        <translation>Ho capito come si gioca</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many segments may be drawn</source>
        <translation>Il dado tirato in questo turno: quanti segmenti si possono tracciare</translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Suggerimenti rimasti: {0}</translation>
    </message>
    <message>
        <source>{0} had more than 1 segment left with only the last segment to draw, and no other useful move: {1} wins.</source>
        <translation>A {0} restava più di 1 segmento quando mancava solo l’ultimo segmento, senza altre mosse utili: vince {1}.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a segment: the score decides.</source>
        <translation>Entrambi i giocatori hanno passato un turno intero senza tracciare segmenti: decide il punteggio.</translation>
    </message>
    <message>
        <source>You rolled {0}: draw up to {0} segments this turn, one star then another. Pass turn gives up the rest.</source>
        <translation>Hai tirato {0}: traccia fino a {0} segmenti in questo turno, un punto e poi un altro. «Passa turno» rinuncia al resto.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Due lati di un triangolo sono tracciati: traccia il terzo per conquistarlo.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Segments left: {1}.</source>
        <translation>Traccia un lato di un triangolo da completare più tardi, senza lasciare all’avversario un triangolo con due lati tracciati. Segmenti rimasti: {1}.</translation>
    </message>
    <message>
        <source>Only the last segment is left: it can be drawn only with exactly 1 segment left in your turn. Draw other segments first, or pass.</source>
        <translation>Resta solo l’ultimo segmento: si può tracciare solo con esattamente 1 segmento residuo nel turno. Traccia prima altri segmenti, oppure passa.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good segment (3 times per game).</source>
        <translation>Non sei sicuro? «Suggerisci mossa» mostra un buon segmento (3 volte per partita).</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
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
        <extracomment>The clearance of the "passes over a star" rule, in screen points at the board's natural scale. Natural size assumed for the board before the window is on screen.</extracomment>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Salva…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passa turno</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerisci mossa</translation>
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
        <source>Hint</source>
        <translation>Aiuto</translation>
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
        <source>Resume game</source>
        <translation>Riprendi la partita</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Riprendere la partita non finita?</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>Impossibile riprendere la partita non finita: {0}</translation>
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
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Hint: pass your turn.</source>
        <translation>Suggerimento: passa il turno.</translation>
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
        <source>Game over</source>
        <translation>Partita finita</translation>
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
        <extracomment>The computer seat's spec when no computer player plugin is installed (the instant player).</extracomment>
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
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>Pause before a computer moves, so the previous segment's animation is seen.</extracomment>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
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
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Errore: {0}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>The languages the game is written in, with their names in their own language. The standard button texts of the game's dialogs, as Qt names them. Qt ships no catalogue for some of the game's languages (Greek), so they are listed here for lupdate and translated in the game's own catalogues too (which Qt consults before its own).</extracomment>
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
        <source>This segment is already drawn.</source>
        <translation>Questo segmento è già tracciato.</translation>
    </message>
    <message>
        <source>This segment passes over a star.</source>
        <translation>Questo segmento passa sopra una stella.</translation>
    </message>
    <message>
        <source>This segment would cross a segment.</source>
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
        <source>The last segment can only be drawn with exactly 1 segment left in the turn.</source>
        <extracomment>Refusal details of the built-in dice variant, in words (other variants' details are looked up in the "rules" context as they are).</extracomment>
        <translation>L’ultimo segmento si può tracciare solo con esattamente 1 segmento residuo nel turno.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Questo triangolo racchiuderebbe un triangolo già conquistato.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Ora non si può passare.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Regole di Triangles</translation>
    </message>
</context>
<context>
    <name>ScoreBar</name>
    <message>
        <source>Die: {0} {1}</source>
        <translation>Dado: {0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) left</source>
        <translation>
            <numerusform>Resta %n segmento</numerusform>
            <numerusform>Restano %n segmenti</numerusform>
        </translation>
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
</context>
<context>
    <name>StatisticsDialog</name>
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
        <source>&amp;Reset</source>
        <translation>&amp;Azzera</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>Non è stato possibile leggere le tue statistiche, quindi ripartono da zero (il file danneggiato è conservato come {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>Non è stato possibile leggere le tue impostazioni, quindi si usano quelle predefinite (il file danneggiato è conservato come {0}).</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Slider steps of each number key (the range comes from the schema).</extracomment>
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
        <source>System font</source>
        <translation>Carattere di sistema</translation>
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
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Un tema predefinito: «Salva come nuovo…» conserva le modifiche come tema tuo.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Modifiche non salvate.</translation>
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
        <source>Delete theme</source>
        <translation>Elimina tema</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>Eliminare il tema «{0}»?</translation>
    </message>
    <message>
        <source>Imported “{0}”; some values were replaced by Nebula's:</source>
        <translation>«{0}» importato; alcuni valori sono stati sostituiti da quelli di Nebulosa:</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
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
        <source>Theme files (*{0})</source>
        <translation>File di tema (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Esporta tema</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Gioca ancora dopo un triangolo</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another segment at once.</source>
        <translation>Chi chiude almeno un triangolo traccia subito un altro segmento.</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>Principianti</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>"Suggest move" uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>Principianti mostra suggerimenti passo passo; Principianti e Normale consentono 3 mosse suggerite per giocatore; Esperto nessuna.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Triangolo più piccolo che vale punti (frazione di un triangolo medio)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board's average triangle does not score.</source>
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
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game's.</extracomment>
        <translation>Dado e suggerimenti</translation>
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
