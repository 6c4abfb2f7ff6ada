<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>No es pot obrir {0}: {1}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regles</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Jugador de l’ordinador</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>your theme</source>
        <translation>el vostre tema</translation>
    </message>
    <message>
        <source>About Triangles</source>
        <translation>Quant a Triangles</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Versió {0}</translation>
    </message>
    <message>
        <source>Free software under the {0} licence: use, copy, change and share it.</source>
        <translation>Programari lliure sota la llicència {0}: el podeu usar, copiar, modificar i compartir.</translation>
    </message>
    <message>
        <source>Plugins in use</source>
        <translation>Connectors en ús</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Carpeta de dades</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Obre la carpeta de dades</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regles…</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Tauler</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>a dalt a l’esquerra</translation>
    </message>
    <message>
        <source>top</source>
        <translation>a dalt</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>a dalt a la dreta</translation>
    </message>
    <message>
        <source>left</source>
        <translation>a l’esquerra</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>al centre</translation>
    </message>
    <message>
        <source>right</source>
        <translation>a la dreta</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>a baix a l’esquerra</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>a baix</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>a baix a la dreta</translation>
    </message>
    <message>
        <source>; no line can be drawn from star {0} to it</source>
        <translation>; no es pot traçar cap línia des de l’estrella {0} fins aquí</translation>
    </message>
    <message numerus="yes">
        <source>; Enter draws the line from star {0}, closing %n triangle(s)</source>
        <translation>
            <numerusform>; Retorn traça la línia des de l’estrella {0} i tanca %n triangle</numerusform>
            <numerusform>; Retorn traça la línia des de l’estrella {0} i tanca %n triangles</numerusform>
        </translation>
    </message>
    <message>
        <source>; no line can be drawn from it</source>
        <translation>; no se’n pot traçar cap línia</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: move to the other end of the line</source>
        <translation>Estrella {0}, {1}, triada: aneu a l’altre extrem de la línia</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked, but no line can be drawn from it</source>
        <translation>Estrella {0}, {1}, triada, però no se’n pot traçar cap línia</translation>
    </message>
    <message numerus="yes">
        <source>Star {0}, {1}, picked: a line can go to %n stars</source>
        <translation>
            <numerusform>Estrella {0}, {1}, triada: la línia pot anar a %n estrella</numerusform>
            <numerusform>Estrella {0}, {1}, triada: la línia pot anar a %n estrelles</numerusform>
        </translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: a line can go to {2}</source>
        <translation>Estrella {0}, {1}, triada: la línia pot acabar a {2}</translation>
    </message>
    <message>
        <source>No line can be drawn now</source>
        <translation>Ara no es pot traçar cap línia</translation>
    </message>
    <message>
        <source>No line can be drawn from star {0}</source>
        <translation>No es pot traçar cap línia des de l’estrella {0}</translation>
    </message>
    <message>
        <source>No line can be drawn</source>
        <translation>No es pot traçar cap línia</translation>
    </message>
    <message>
        <source>Star {0}, {1}, lines to {2}</source>
        <translation>Estrella {0}, {1}, línies cap a {2}</translation>
    </message>
    <message>
        <source>No star further that way</source>
        <extracomment>The board is shown a quarter turned when that fits it at least this much larger: a board made for a landscape window shown in a portrait one (a tablet turned, a game opened on a phone), or one made upright opened on a laptop (an upright tablet&apos;s 4:5 board gains 24 % at 1280 x 800). Below this the gain is not worth the board looking different from how it was played. A picked star&apos;s possible ends are read out one by one up to this many, else counted. The lines the person may draw now, as rows of two stars, and how many triangles each closes (the rules&apos; answer, set by the window after every action: `set_open_lines`); None while it is not a person&apos;s turn. Why nothing can be drawn now, said when a key asks to (&quot;Computer is thinking&quot;, &quot;Game over&quot;; set by the window).</extracomment>
        <translation>No hi ha cap estrella més en aquesta direcció</translation>
    </message>
    <message>
        <source>Arrow keys move between the stars, Page Down and Page Up to the stars a line can be drawn to; Enter or Space picks a star, then the other end of the line.</source>
        <translation>Les fletxes es mouen entre les estrelles, Av Pàg i Re Pàg cap a les estrelles on pot arribar una línia; Retorn o Espai tria una estrella i després l’altre extrem de la línia.</translation>
    </message>
    <message>
        <source>Star {0}, {1}, no lines</source>
        <translation>Estrella {0}, {1}, sense línies</translation>
    </message>
    <message>
        <source>; the line from star {0} is already drawn</source>
        <translation>; la línia des de l’estrella {0} ja està traçada</translation>
    </message>
    <message>
        <source>; Enter draws the line from star {0}</source>
        <translation>; Retorn traça la línia des de l’estrella {0}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The computer player {0}; a simple move was played instead.</source>
        <translation>L’ordinador ha tingut un problema ({0}); s’ha jugat una jugada senzilla en lloc seu.</translation>
    </message>
    <message>
        <source>The computer player {0} failed ({1}); a simple built-in player plays for it in this game.</source>
        <translation>El jugador de l’ordinador {0} ha fallat ({1}); en aquesta partida juga en lloc seu un jugador senzill integrat.</translation>
    </message>
    <message>
        <source>The rules variant {0} failed ({1}); this game goes on with the basic rules.</source>
        <translation>La variant de regles {0} ha fallat ({1}); aquesta partida continua amb les regles bàsiques.</translation>
    </message>
    <message>
        <source>No triangle can be closed any more.</source>
        <translation>Ja no es pot tancar cap triangle.</translation>
    </message>
    <message>
        <source>No suggestion is available now.</source>
        <translation>Ara no hi ha cap suggeriment disponible.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner&apos;s tips. The roll animation: this many random faces, this far apart, then the real one. The turn budget before the latest action, and the lines a computer drew in its turn. Mouse events that the overlay hands on to the board. Below this width (a phone) the tip&apos;s button goes under the tip, which keeps the width.</extracomment>
        <translation>Ja sé com es juga</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many lines may be drawn</source>
        <translation>El dau d’aquest torn: quantes línies es poden traçar</translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1}, drew %n line(s) and passed.</source>
        <translation>
            <numerusform>{0} ha tret un {1}, ha dibuixat %n línia i ha passat.</numerusform>
            <numerusform>{0} ha tret un {1}, ha dibuixat %n línies i ha passat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1} and drew %n line(s).</source>
        <translation>
            <numerusform>{0} ha tret un {1} i ha dibuixat %n línia.</numerusform>
            <numerusform>{0} ha tret un {1} i ha dibuixat %n línies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left</source>
        <translation>
            <numerusform>Queda %n línia</numerusform>
            <numerusform>Queden %n línies</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Suggeriments restants: {0}</translation>
    </message>
    <message>
        <source>The die is rolling</source>
        <translation>El dau està rodant</translation>
    </message>
    <message>
        <source>Die: {0}</source>
        <translation>Dau: {0}</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <extracomment>How long a new card ignores presses and touches: a finger tapping stars through the last move would otherwise hit the card&apos;s buttons as it appears under it.</extracomment>
        <translation>Partida nova</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisa aquesta partida</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Follow the system</source>
        <translation>Segons el sistema</translation>
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
        <translation>Partida &amp;nova…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Obre…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Des&amp;fés</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>&amp;Ajusta el tauler</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>Con&amp;figuració…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadístiques…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regles…</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>Conn&amp;ectors…</translation>
    </message>
    <message>
        <source>T&amp;hemes…</source>
        <translation>&amp;Temes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>S&amp;urt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nova</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfés</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajusta</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation>Voleu desar els canvis a {0}?</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves. Without saving, they are lost when the next game takes its place.</source>
        <translation>El fitxer no conté les últimes jugades. Si no les deseu, es perden quan la partida següent n&apos;ocupi el lloc.</translation>
    </message>
    <message>
        <source>Without saving, it is lost when the next game takes its place.</source>
        <translation>Si no la deseu, es perd quan la partida següent n&apos;ocupi el lloc.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reprendre la partida</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Voleu reprendre la partida inacabada?</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1} stars, %n move(s)</source>
        <translation>
            <numerusform>{0}, {1} estrelles, %n jugada</numerusform>
            <numerusform>{0}, {1} estrelles, %n jugades</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>No es pot reprendre la partida inacabada: {0}</translation>
    </message>
    <message>
        <source>&amp;Pass turn</source>
        <translation>&amp;Passa el torn</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>De&amp;sa</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Desa &amp;com a…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;fés</translation>
    </message>
    <message>
        <source>Suggest &amp;move</source>
        <translation>&amp;Suggereix una jugada</translation>
    </message>
    <message>
        <source>Replay and re&amp;view…</source>
        <translation>Reproducció i re&amp;visió…</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>&amp;Problemes…</translation>
    </message>
    <message>
        <source>&amp;About Triangles…</source>
        <translation>&amp;Quant a Triangles…</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Passa el torn</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Suggereix una jugada</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggereix</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Voleu desar la partida en curs?</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>No desis</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Desa</translation>
    </message>
    <message>
        <source>Theme “{0}”: {1}</source>
        <translation>Tema «{0}»: {1}</translation>
    </message>
    <message>
        <source>Your themes folder {0} is a file, not a folder: your own themes are not listed.</source>
        <translation>La vostra carpeta de temes {0} és un fitxer, no una carpeta: els vostres temes no es mostren.</translation>
    </message>
    <message>
        <source>The theme “{0}” you chose cannot be found; the game uses {1} until it is back.</source>
        <translation>No es troba el tema «{0}» que heu triat; el joc fa servir {1} fins que torni a ser-hi.</translation>
    </message>
    <message>
        <source>Last played {0}</source>
        <translation>Última jugada: {0}</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0} (the file is kept as {1}).</source>
        <translation>No es pot reprendre la partida inacabada: {0} (el fitxer es conserva com a {1}).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprèn</translation>
    </message>
    <message>
        <source>Cannot start this game: {0}</source>
        <translation>No es pot començar aquesta partida: {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>No es pot obrir {0}: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Obre una partida</translation>
    </message>
    <message>
        <source>Triangles games (*{0})</source>
        <translation>Partides de Triangles (*{0})</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>No es pot desar {0}: {1}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Desa la partida</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved in {0} ({1}); the results of this session are not kept.</source>
        <translation>No es poden desar les estadístiques a {0} ({1}); els resultats d&apos;aquesta sessió no es conserven.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in {0} ({1}); what you change lasts until Triangles is closed.</source>
        <translation>No es pot desar la configuració a {0} ({1}); el que canvieu dura fins que es tanqui Triangles.</translation>
    </message>
    <message>
        <source>The sounds are off: {0}</source>
        <translation>Els sons estan desactivats: {0}</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves, and a finished game is not kept for the next start.</source>
        <translation>El fitxer no conté les últimes jugades, i una partida acabada no es guarda per a la propera vegada.</translation>
    </message>
    <message>
        <source>This game could not be kept for the next start ({0}).</source>
        <translation>Aquesta partida no s&apos;ha pogut desar per al proper inici ({0}).</translation>
    </message>
    <message>
        <source>Save it somewhere else before quitting?</source>
        <translation>Voleu desar-la en un altre lloc abans de sortir?</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Desa com a…</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of this game were moved by less than a billionth of the board to the grid the rules use.</source>
        <translation>
            <numerusform>%n estrella d&apos;aquesta partida s&apos;ha desplaçat menys d&apos;una milmilionèsima del tauler a la quadrícula que fan servir les regles.</numerusform>
            <numerusform>%n estrelles d&apos;aquesta partida s&apos;han desplaçat menys d&apos;una milmilionèsima del tauler a la quadrícula que fan servir les regles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Surt sense desar</translation>
    </message>
    <message>
        <source>The line in the way is {0}–{1}.</source>
        <translation>La línia que ho impedeix és {0}–{1}.</translation>
    </message>
    <message>
        <source>The star in the way is {0}.</source>
        <translation>L’estrella que ho impedeix és la {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}–{2}</source>
        <translation>{0} ha traçat {1}–{2}</translation>
    </message>
    <message>
        <source>You drew {0}–{1}</source>
        <translation>Heu traçat {0}–{1}</translation>
    </message>
    <message>
        <source>{0} passed</source>
        <translation>{0} ha passat</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Heu passat</translation>
    </message>
    <message numerus="yes">
        <source>, closing %n triangle(s)</source>
        <translation>
            <numerusform> i ha tancat %n triangle</numerusform>
            <numerusform> i ha tancat %n triangles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n closed outline(s) with stars inside, which score nothing</source>
        <translation>
            <numerusform>; %n contorn tancat amb estrelles a dins, que no puntua</numerusform>
            <numerusform>; %n contorns tancats amb estrelles a dins, que no puntuen</numerusform>
        </translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>una passada</translation>
    </message>
    <message>
        <source>Took back {0}</source>
        <translation>S’ha desfet {0}</translation>
    </message>
    <message numerus="yes">
        <source>A board of %n star(s)</source>
        <translation>
            <numerusform>Un tauler de %n estrella</numerusform>
            <numerusform>Un tauler de %n estrelles</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}. {1} {2}, {3} {4}. {5}.</source>
        <translation>{0}. {1} {2}, {3} {4}. {5}.</translation>
    </message>
    <message>
        <source>The rules variant {0} is not responding.</source>
        <translation>La variant de regles {0} no respon.</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Acabar la partida</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>Ending the game keeps it: it can be opened again later.</source>
        <translation>Si acabeu la partida, es conserva: la podreu tornar a obrir més tard.</translation>
    </message>
    <message>
        <source>the rules variant {0} did not answer</source>
        <translation>la variant de regles {0} no ha respost</translation>
    </message>
    <message>
        <source>The game is kept as {0}.</source>
        <translation>La partida es conserva com a {0}.</translation>
    </message>
    <message>
        <source>Suggested move: {0}–{1}</source>
        <translation>Jugada suggerida: {0}–{1}</translation>
    </message>
    <message>
        <source>Cannot continue this game: {0}</source>
        <translation>No es pot continuar aquesta partida: {0}</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically ({0}); saving is tried again after every move.</source>
        <translation>Aquesta partida no es pot desar automàticament ({0}); es torna a provar després de cada jugada.</translation>
    </message>
    <message>
        <source>Some sound files cannot be used, so only those sounds are off: {0}</source>
        <translation>Alguns fitxers de so no es poden fer servir, així que només aquests sons queden desactivats: {0}</translation>
    </message>
    <message>
        <source>Suggested move: pass your turn.</source>
        <translation>Jugada suggerida: passeu el torn.</translation>
    </message>
    <message>
        <source>Draw!</source>
        <translation>Empat!</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Heu guanyat!</translation>
    </message>
    <message>
        <source>You lost!</source>
        <translation>Heu perdut!</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Guanya {0}!</translation>
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
        <translation>Partida acabada</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How long a dialog or popup is given to lay itself out (and a file dialog to list its folder). A modal that does not appear within this long is reported as missing, not waited for.</extracomment>
        <translation>Fi de la partida</translation>
    </message>
    <message>
        <source>Triangle! You play again</source>
        <translation>Triangle! Torneu a jugar</translation>
    </message>
    <message>
        <source>Triangle! {0} plays again</source>
        <translation>Triangle! {0} torna a jugar</translation>
    </message>
    <message>
        <source>{0} is thinking</source>
        <translation>{0} està pensant</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>És el vostre torn</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Torn de {0}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Two players</source>
        <extracomment>The computer seat&apos;s spec when no computer player plugin is installed (the instant player).</extracomment>
        <translation>Dos jugadors</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinador</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Ordinador: {0}</translation>
    </message>
    <message>
        <source>Player &amp;1</source>
        <translation>Jugador &amp;1</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>El vostre &amp;nom</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nova</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Adversari</translation>
    </message>
    <message>
        <source>Player &amp;2</source>
        <translation>Jugador &amp;2</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tauler</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regles</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>The computer starts</source>
        <translation>Comença l’ordinador</translation>
    </message>
    <message>
        <source>The level sets how well the computer plays.</source>
        <translation>El nivell determina com de bé juga l&apos;ordinador.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opcions</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Mòbil</translation>
    </message>
    <message>
        <source>Tablet</source>
        <translation>Tauleta</translation>
    </message>
    <message>
        <source>{0}: {1} stars</source>
        <translation>{0}: {1} estrelles</translation>
    </message>
</context>
<context>
    <name>OsWords</name>
    <message>
        <source>that folder does not exist</source>
        <translation>aquesta carpeta no existeix</translation>
    </message>
    <message>
        <source>part of that path is a file, not a folder</source>
        <translation>part d&apos;aquest camí és un fitxer, no una carpeta</translation>
    </message>
    <message>
        <source>a folder of that name is already there</source>
        <translation>ja hi ha una carpeta amb aquest nom</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>no teniu permís per escriure-hi</translation>
    </message>
    <message>
        <source>that disk can only be read</source>
        <translation>aquest disc només es pot llegir</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disc és ple</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nom és massa llarg</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>el fitxer està malmès</translation>
    </message>
    <message>
        <source>the file is too large to be a game</source>
        <translation>el fitxer és massa gran per ser una partida</translation>
    </message>
    <message>
        <source>this is not a Triangles game</source>
        <translation>no és una partida de Triangles</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el fitxer és buit</translation>
    </message>
    <message>
        <source>this is not a Triangles game, or it is damaged</source>
        <translation>no és una partida de Triangles, o està malmesa</translation>
    </message>
    <message>
        <source>the game was saved in a format this version cannot read (a newer version of Triangles?)</source>
        <translation>la partida es va desar en un format que aquesta versió no pot llegir (una versió més nova de Triangles?)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>és una carpeta, no un fitxer</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe), so it is not read</source>
        <translation>no és un fitxer normal (és un dispositiu o una canonada), així que no es llegeix</translation>
    </message>
    <message>
        <source>the file is not there any more</source>
        <translation>el fitxer ja no hi és</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>no es pot llegir el fitxer</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message numerus="yes">
        <source>{0}: %n triangle(s)</source>
        <extracomment>Shrunk for a long name beside it, a name keeps this many characters (all of a short one).</extracomment>
        <translation>
            <numerusform>{0}: %n triangle</numerusform>
            <numerusform>{0}: %n triangles</numerusform>
        </translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, té el torn</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>What else reproduces the board and its look, written to the record beside the rules&apos; fields: &quot;view&quot; (the fitted scale the game was played at, see ui/board/board_sizes.py) and &quot;cloud&quot; (how the star cloud was made: see engine/stars.py `CloudSpec`). Record fields the window writes about the board; the rules never see them. accepted: (corners, the variant&apos;s reason in words) of each triangle it closed that scores nothing a, b, the reason in words (-1, -1 for a refused pass), the star it passes over (-1), the drawn segment it crosses as its two stars (None) Pause before a computer moves, so the previous segment&apos;s animation is seen. The suggestion on show: asked again before a move, it is shown again, not paid again. What undo took back, the next to play again first; any other action forgets it.</extracomment>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
</context>
<context>
    <name>PluginSwitch</name>
    <message>
        <source>Triangles closed unexpectedly while loading the plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <extracomment>Settings key: {&quot;group:name&quot;: why it is off (English, shown as the plugin&apos;s error)}. What the player is told at the next start, by what the plugin was doing; {0} is its name.</extracomment>
        <translation>Triangles s&apos;ha tancat inesperadament mentre carregava el connector {0}, així que s&apos;ha desactivat. La finestra Connectors el pot tornar a activar.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while loading the theme plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles s&apos;ha tancat inesperadament mentre carregava el connector de tema {0}, així que s&apos;ha desactivat. La finestra Connectors el pot tornar a activar.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the rules variant {0} was running, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles s&apos;ha tancat inesperadament mentre s&apos;executava la variant de regles {0}, així que s&apos;ha desactivat. La finestra Connectors la pot tornar a activar.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the computer player {0} was thinking, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles s&apos;ha tancat inesperadament mentre pensava el jugador de l&apos;ordinador {0}, així que s&apos;ha desactivat. La finestra Connectors el pot tornar a activar.</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Installed plugins</source>
        <translation>Connectors instal·lats</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Connectors</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipus</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versió</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Connector</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estat</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regles</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Jugador de l’ordinador</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Switch on again</source>
        <translation>Torna a activar</translation>
    </message>
    <message>
        <source>Loads the selected plugin again from the next start</source>
        <translation>Torna a carregar el connector seleccionat a partir del proper inici</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Correcte</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Error: {0}</translation>
    </message>
    <message>
        <source>Switched on again: loaded at the next start</source>
        <translation>Tornat a activar: es carregarà al proper inici</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Easy</source>
        <translation>Fàcil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mitjà</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <extracomment>Upright, the most of the window&apos;s height the panel under the board takes (it scrolls beyond). Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size.</extracomment>
        <translation>Problemes</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivell:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <source>Puzzle of the day</source>
        <translation>Problema del dia</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Mostra la solució</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Torna-ho a provar</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>Problema anterior</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problema següent</translation>
    </message>
    <message>
        <source>No puzzle could be made here. Try the next one.</source>
        <translation>Aquí no s’ha pogut fer cap problema. Proveu el següent.</translation>
    </message>
    <message>
        <source>This puzzle takes too long to make. Try the next one.</source>
        <translation>Aquest problema triga massa a fer-se. Proveu el següent.</translation>
    </message>
    <message>
        <source>Right, as the answer showed; a puzzle counts as solved only when found without it.</source>
        <translation>Correcte, com mostrava la solució; un problema només compta com a resolt si el trobeu sense veure-la.</translation>
    </message>
    <message>
        <source>Right: that is the best move. It is worth {0} under best play.</source>
        <translation>Correcte: és la millor jugada. Amb el millor joc val {0}.</translation>
    </message>
    <message>
        <source>Right: that is one of the best moves (the others are dotted). It is worth {0} under best play.</source>
        <translation>Correcte: és una de les millors jugades (les altres són puntejades). Amb el millor joc val {0}.</translation>
    </message>
    <message>
        <source>Worth: the triangles the player to move ends ahead (+) or behind (−) with best play from here.</source>
        <translation>Valor: els triangles d’avantatge (+) o de desavantatge (−) amb què acaba el jugador que mou si es juga el millor a partir d’aquí.</translation>
    </message>
    <message>
        <source>When several lines are equally best, any of them is right.</source>
        <translation>Quan diverses línies són igual de bones, qualsevol d’elles és correcta.</translation>
    </message>
    <message>
        <source>Not the best move. Try again, or show the answer.</source>
        <translation>No és la millor jugada. Torneu-ho a provar o mostreu la solució.</translation>
    </message>
    <message>
        <source>The answer is {0}–{1} (dotted): worth {2}, every other line at least one triangle less.</source>
        <translation>La solució és {0}–{1} (puntejada): val {2}; qualsevol altra línia val almenys un triangle menys.</translation>
    </message>
    <message>
        <source>The answers are {0} (dotted): any of them is right, each worth {1}; every other line is worth at least one triangle less.</source>
        <translation>Les solucions són {0} (puntejades): qualsevol d’aquestes és correcta i cadascuna val {1}; qualsevol altra línia val almenys un triangle menys.</translation>
    </message>
    <message>
        <source>Puzzle of the day, {0} ({1})</source>
        <translation>Problema del dia, {0} ({1})</translation>
    </message>
    <message>
        <source>{0} puzzle {1}</source>
        <translation>Problema {1} ({0})</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>S’està fent el problema…</translation>
    </message>
    <message>
        <source>Player {0} to move: find the best line.</source>
        <translation>Juga el jugador {0}: trobeu la millor línia.</translation>
    </message>
    <message>
        <source>Rules: play again after a triangle.</source>
        <translation>Regles: es torna a jugar després d’un triangle.</translation>
    </message>
    <message>
        <source>Rules: the turn passes after a triangle.</source>
        <translation>Regles: el torn passa després d’un triangle.</translation>
    </message>
    <message>
        <source>Solved: {0}; puzzles of the day: {1}</source>
        <translation>Resolts: {0}; problemes del dia: {1}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unitat</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fitxer</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Selecciona-ho tot</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>En&amp;davant</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>En&amp;rere</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <source>Select Color</source>
        <extracomment>The texts of Qt&apos;s colour picker (the theme editor&apos;s, Qt&apos;s own on every system) and of the context menus of a text field and a number box, for the same reason.</extracomment>
        <translation>Selecció de color</translation>
    </message>
    <message>
        <source>Hu&amp;e:</source>
        <translation>&amp;To:</translation>
    </message>
    <message>
        <source>&amp;Sat:</source>
        <translation>&amp;Sat.:</translation>
    </message>
    <message>
        <source>&amp;Val:</source>
        <translation>&amp;Al.vert.:</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Vermell:</translation>
    </message>
    <message>
        <source>&amp;Green:</source>
        <translation>V&amp;erd:</translation>
    </message>
    <message>
        <source>Bl&amp;ue:</source>
        <translation>Bla&amp;u:</translation>
    </message>
    <message>
        <source>A&amp;lpha channel:</source>
        <translation>Canal a&amp;lfa:</translation>
    </message>
    <message>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
    <message>
        <source>&amp;Basic colors</source>
        <translation>Colors &amp;bàsics</translation>
    </message>
    <message>
        <source>&amp;Custom colors</source>
        <translation>&amp;Colors personalitzats</translation>
    </message>
    <message>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Afegeix als colors personalitzats</translation>
    </message>
    <message>
        <source>&amp;Pick Screen Color</source>
        <translation>Selecció de color de la &amp;pantalla</translation>
    </message>
    <message>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Cursor a %1, %2
Premeu ESC per a cancel·lar</translation>
    </message>
    <message>
        <source>Cursor at %1, %2, color: %3
Press ESC to cancel</source>
        <translation>Cursor a %1, %2, color: %3
Premeu ESC per a cancel·lar</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>The texts of Qt&apos;s own file dialog (Open, Save, Import and Export on Linux; Windows and macOS show the system&apos;s), for the same reason: Qt has no Greek catalogue, and its Turkish, Czech and Italian ones leave &quot;Look in:&quot;, &quot;Files of type:&quot; and the kinds of entries in English.</extracomment>
        <translation>&amp;Cerca a:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fitxer:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fitxers de &amp;tipus:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>De&amp;sa</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Obre</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Obre</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Desa com a</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Enrere</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Endavant</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Directori superior</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crea una carpeta nova</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista de llista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista de detall</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Retrocedeix</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Avança</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Va al directori superior</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Crea una carpeta nova</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Canvia al mode de vista de llista</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Canvia al mode de vista de detall</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Llista de llocs i adreces d&apos;interès</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barra lateral</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fitxers</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Llocs recents</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Can&amp;via de nom</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Suprimeix</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostra fitxers &amp;ocults</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Carpeta &amp;nova</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Carpeta nova</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tots els fitxers (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ja existeix.
El voleu substituir?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
No s&apos;ha trobat el fitxer.
Comproveu que s&apos;ha indicat el nom correcte del fitxer.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
No s&apos;ha trobat el directori.
Comproveu que s&apos;ha indicat el nom correcte del directori.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Esteu segur que voleu suprimir «%1»?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>«%1» està protegit contra escriptura.
El voleu suprimir igualment?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>No s&apos;ha pogut suprimir el directori.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Mida</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tipus</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Data de modificació</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinador</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>Des&amp;fés</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refés</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Re&amp;talla</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Enganxa</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Suprimeix</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecciona-ho tot</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>The languages the game is written in, with their names in their own language. The standard button texts of the game&apos;s dialogs, as Qt names them. Qt ships no catalogue for some of the game&apos;s languages (Greek), so they are listed here for lupdate and translated in the game&apos;s own catalogues too (which Qt consults before its own).</extracomment>
        <translation>D&apos;acord</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Obre</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Desa</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarta</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplica</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicia</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaura les opcions per defecte</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This line is already drawn.</source>
        <translation>Aquesta línia ja està traçada.</translation>
    </message>
    <message>
        <source>This line passes over a star.</source>
        <translation>Aquesta línia passa per sobre d’una estrella.</translation>
    </message>
    <message>
        <source>This line would cross a line already drawn.</source>
        <translation>Aquesta línia en tallaria una altra.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha acabat.</translation>
    </message>
    <message>
        <source>Choose two different stars.</source>
        <translation>Trieu dues estrelles diferents.</translation>
    </message>
    <message>
        <source>The rules do not allow this now.</source>
        <translation>Ara les regles no ho permeten.</translation>
    </message>
    <message>
        <source>This move is not allowed.</source>
        <translation>Aquesta jugada no està permesa.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Ara no es pot passar.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>best</source>
        <extracomment>The share of a narrow window&apos;s height the panel under the board keeps: on a phone, what a review adds (the graph, the summary) with the move list and &quot;Continue from here&quot; in sight, and the board as large before the review as after. Where that is not enough (a long translation, a line saying whose side the person takes) it takes up to PANEL_SHARE_MOST, and beyond that it scrolls. The best segments a caption names and the board dots: early in a game dozens can be equally best.</extracomment>
        <translation>la millor</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisió</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error greu</translation>
    </message>
    <message>
        <source>Replay and review</source>
        <translation>Reproducció i revisió</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Posició inicial</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Jugada anterior (Esquerra)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Jugada següent (Dreta)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Posició final</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continua des d’aquí</translation>
    </message>
    <message>
        <source>Play on against:</source>
        <translation>Continua contra:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Obre…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Obre una partida desada</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugades</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progrés de la revisió</translation>
    </message>
    <message>
        <source>Graph of who is ahead after each move</source>
        <translation>Gràfic de qui va davant després de cada jugada</translation>
    </message>
    <message>
        <source>Above the middle line player 1 is ahead, below player 2; the move list says the same in words.</source>
        <translation>Per sobre de la línia del mig va davant el jugador 1, per sota el jugador 2; la llista de jugades diu el mateix amb paraules.</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>No es pot obrir {0}: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Obre una partida</translation>
    </message>
    <message>
        <source>Triangles games (*.triangles);;Game records (*.json)</source>
        <translation>Partides de Triangles (*.triangles);;Registres de partida (*.json)</translation>
    </message>
    <message>
        <source>You drew {0}.</source>
        <translation>Heu traçat {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}.</source>
        <translation>{0} ha traçat {1}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Heu passat.</translation>
    </message>
    <message>
        <source>{0} passed.</source>
        <translation>{0} ha passat.</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Cap partida</translation>
    </message>
    <message>
        <source>Move {0} of {1}</source>
        <translation>Jugada {0} de {1}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>L’inici de la partida.</translation>
    </message>
    <message>
        <source>You played {0}: {1}.</source>
        <translation>Heu jugat {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2}.</source>
        <translation>{0} ha jugat {1}: {2}.</translation>
    </message>
    <message>
        <source>Triangles given away: {0}; best: {1} (dotted).</source>
        <translation>Triangles cedits: {0}; la millor: {1} (puntejada).</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <translation>(estimat)</translation>
    </message>
    <message>
        <source>Move {0}: {1}–{2}</source>
        <translation>Jugada {0}: {1}–{2}</translation>
    </message>
    <message>
        <source>Move {0}: pass</source>
        <translation>Jugada {0}: passa</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Jugador {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inici</translation>
    </message>
    <message>
        <source>Review done.</source>
        <translation>Revisió acabada.</translation>
    </message>
    <message>
        <source>Reviewing with the exact solver…</source>
        <translation>Revisant amb el resolutor exacte…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Revisió cancel·lada.</translation>
    </message>
    <message>
        <source>{0}: accuracy {1}%, {2}; {3}, {4}, {5}</source>
        <translation>{0}: precisió {1}%, {2}; {3}, {4}, {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) lost</source>
        <translation>
            <numerusform>%n triangle perdut</numerusform>
            <numerusform>%n triangles perduts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n imprecisió</numerusform>
            <numerusform>%n imprecisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error greu</numerusform>
            <numerusform>%n errors greus</numerusform>
        </translation>
    </message>
    <message>
        <source>Another player on this device</source>
        <translation>Un altre jugador en aquest dispositiu</translation>
    </message>
    <message>
        <source>~ estimated, not proved in the time</source>
        <translation>~ estimat, no demostrat a temps</translation>
    </message>
    <message>
        <source>The review covers the classic rules only.</source>
        <translation>La revisió només cobreix les regles clàssiques.</translation>
    </message>
    <message>
        <source>The review covers the classic rules only: a dice turn depends on rolls to come.</source>
        <translation>La revisió només cobreix les regles clàssiques: un torn amb daus depèn de les tirades que vindran.</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Ordinador: {0}</translation>
    </message>
    <message>
        <source>You keep your own side, and move next.</source>
        <translation>Conserveu el vostre costat i jugueu ara.</translation>
    </message>
    <message>
        <source>You take the side of {0}, who moves next.</source>
        <translation>Preneu el costat de {0}, que juga ara.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinador</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>In short</source>
        <translation>En resum</translation>
    </message>
    <message>
        <source>Players take turns drawing a line between two stars. A line may not cross another line or pass over a star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has more triangles wins.</source>
        <translation>Per torns, cada jugador traça una línia entre dues estrelles. Una línia no pot creuar-ne cap altra ni passar per sobre d’una estrella. Tancar un triangle que no conté cap estrella val un punt. La partida acaba quan ja no es pot tancar cap més triangle; guanya qui tingui més triangles.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>L’objectiu</translation>
    </message>
    <message>
        <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60 or 120 stars on a phone, 80, 120 or 180 on a tablet, depending on the board you choose. There is no grid: a line may join two stars far apart, as long as it follows the rules below.</source>
        <translation>Tancar més triangles que l’adversari. El tauler és un núvol d’estrelles: 24, 60 o 120 estrelles al mòbil, 80, 120 o 180 a la tauleta, segons el tauler triat. No hi ha quadrícula: una línia pot unir dues estrelles allunyades, sempre que respecti les regles següents.</translation>
    </message>
    <message>
        <source>Drawing a line</source>
        <translation>Traçar una línia</translation>
    </message>
    <message>
        <source>Tap a star and then another, or slide your finger from one star to the other. The line takes the player&apos;s colour: with the Nebula theme, the default, red-orange for Player 1 and blue for Player 2. The game refuses a line in three cases:</source>
        <translation>Toqueu una estrella i després una altra, o llisqueu el dit d’una estrella a l’altra. La línia pren el color del jugador: amb el tema Nebulosa, el predeterminat, vermell-ataronjat per al Jugador 1 i blau per al Jugador 2. L’app rebutja una línia en tres casos:</translation>
    </message>
    <message>
        <source>• it already exists;</source>
        <translation>• ja existeix;</translation>
    </message>
    <message>
        <source>• it passes over another star (even by a hair: the game allows a gap of a few screen points at most);</source>
        <translation>• passa per sobre d’una altra estrella (encara que sigui per un pèl: l’app tolera una distància de pocs punts de pantalla com a màxim);</translation>
    </message>
    <message>
        <source>• it crosses a line already drawn. Two lines may start from the same star, but they may never cross.</source>
        <translation>• talla una línia ja traçada. Dues línies poden sortir de la mateixa estrella, però mai no es poden creuar.</translation>
    </message>
    <message>
        <source>The line B–D (dashed) is refused: it would cross the line A–C.</source>
        <translation>La línia B–D (discontínua) es rebutja: tallaria la línia A–C.</translation>
    </message>
    <message>
        <source>The line A–C (dashed) is refused: it would pass over the star B.</source>
        <translation>La línia A–C (discontínua) es rebutja: passaria per sobre de l’estrella B.</translation>
    </message>
    <message>
        <source>When a triangle counts</source>
        <translation>Quan compta un triangle</translation>
    </message>
    <message>
        <source>When your line closes a triangle, that is, when its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score a point. A triangle counts only if it contains no star, neither inside nor exactly on a side. The three sides of a triangle with a star in it can all be drawn, but it scores nothing.</source>
        <translation>Quan la vostra línia tanca un triangle, és a dir, quan els altres dos costats ja estan traçats (per vosaltres o per l’adversari), el triangle s’omple del vostre color i marqueu un punt. Un triangle només compta si no conté cap estrella, ni a l’interior ni exactament sobre un costat. Els tres costats d’un triangle amb una estrella a dins es poden traçar, però no dona res.</translation>
    </message>
    <message>
        <source>The large triangle ABC is closed, but the star D is inside it: no point. The small triangles around D, on the other hand, do count.</source>
        <translation>El triangle gran ABC és tancat, però l’estrella D hi és a dins: cap punt. En canvi, els triangles petits al voltant de D sí que compten.</translation>
    </message>
    <message>
        <source>One line, two triangles</source>
        <translation>Una línia, dos triangles</translation>
    </message>
    <message>
        <source>A line has two sides: it can close a triangle on each side and score 2 points in one move. In the square below, the diagonal A–C closes ABC and ACD at the same time.</source>
        <translation>Una línia té dues bandes: pot tancar un triangle a cada banda i donar 2 punts d’un sol cop. En el quadrat següent, la diagonal A–C tanca alhora ABC i ACD.</translation>
    </message>
    <message>
        <source>The diagonal A–C closes two triangles in one move.</source>
        <translation>La diagonal A–C tanca dos triangles d’un sol cop.</translation>
    </message>
    <message>
        <source>The option “Play again after a triangle”</source>
        <translation>L’opció «Tornar a jugar després d’un triangle»</translation>
    </message>
    <message>
        <source>By default, each player draws one line per turn, whether it closes a triangle or not. In the New Game window, the option “Play again after a triangle” changes this: a player who closes at least one triangle draws another line straight away. In the example, Player 1 closes a triangle on move 3 and also plays the next move.</source>
        <translation>Per defecte, cada jugador traça una sola línia per torn, tanqui o no un triangle. A la finestra Partida nova, l’opció «Tornar a jugar després d’un triangle» ho canvia: el jugador que tanca almenys un triangle traça tot seguit una altra línia. A l’exemple, el Jugador 1 tanca un triangle al moviment 3 i torna a jugar el moviment següent.</translation>
    </message>
    <message>
        <source>Player 1 closes a triangle on move 3 and draws the next line too.</source>
        <translation>El Jugador 1 tanca un triangle al moviment 3 i també traça la línia següent.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>El final de la partida</translation>
    </message>
    <message>
        <source>The game ends as soon as no triangle can be closed and counted any more: a line that could still be drawn would score nothing. The player who closed the most triangles wins. Against the computer, the final screen shows “You won!” or “You lost!”; in a two-player game it shows the winner&apos;s name.</source>
        <translation>La partida acaba tan bon punt cap triangle no es pot tancar ni comptar: una línia que encara fos possible ja no donaria res. Guanya el jugador que ha tancat més triangles. Contra l’ordinador, la pantalla final mostra «Heu guanyat!» o «Heu perdut!»; si es juga entre dos, hi surt el nom del guanyador.</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>L’empat</translation>
    </message>
    <message>
        <source>With the same number of triangles, the final screen shows “Draw!”. Against the computer, a draw counts neither as a win nor as a loss in the statistics. The example below ends in a draw.</source>
        <translation>Si el nombre de triangles és igual, la pantalla final mostra «Empat!». Contra l’ordinador, un empat no compta ni com a victòria ni com a derrota a les estadístiques. L’exemple següent acaba en empat.</translation>
    </message>
    <message>
        <source>Each player closes two triangles: the game ends in a draw.</source>
        <translation>Cada jugador tanca dos triangles: la partida acaba en empat.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Regles de Triangles</translation>
    </message>
    <message>
        <source>This example cannot be shown: the rules variant {0} failed or is not responding.</source>
        <translation>Aquest exemple no es pot mostrar: la variant de regles {0} ha fallat o no respon.</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s tips again</source>
        <translation>Consells de Principiant de nou</translation>
    </message>
    <message>
        <source>Example: {0}</source>
        <translation>Exemple: {0}</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
</context>
<context>
    <name>SelfCheck</name>
    <message>
        <source>Computer 1</source>
        <extracomment>The computer players&apos; think budget is scaled down: the check is about the window, not strength. The picture format each screenshot name ending asks for; a name without one is a PNG. How Qt&apos;s headless platforms begin their note on each window feature they lack (&quot;This plugin does not support propagateSizeHints()&quot;): about the screen, not the game. How long past --timeout the watchdog waits before it ends a check that stopped answering. Tries at removing the check&apos;s folder when it ends at once: a thread of the game (the autosave) may be writing a file into it at that moment.</extracomment>
        <translation>Ordinador 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Ordinador 2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuració</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;So</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s &amp;tips</source>
        <translation>Mostra els &amp;consells de Principiant</translation>
    </message>
    <message>
        <source>Shade &amp;invalid triangles</source>
        <translation>Ombreja els triangles no &amp;vàlids</translation>
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
        <translation>{0}, amb suggeriments</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reinicia les estadístiques</translation>
    </message>
    <message>
        <source>Forget all results against the computer?</source>
        <translation>Voleu oblidar tots els resultats contra l’ordinador?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadístiques</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partides</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victòries</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Derrotes</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empats</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victòries</translation>
    </message>
    <message>
        <source>Wins among games won or lost; draws count as neither.</source>
        <translation>Victòries sobre les partides guanyades o perdudes; els empats no compten.</translation>
    </message>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Encara cap partida contra l’ordinador.</translation>
    </message>
    <message>
        <source>Results against each level</source>
        <translation>Resultats contra cada nivell</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reinicia</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (what stood in place of the file is kept as {0}).</source>
        <translation>No s’han pogut llegir les vostres estadístiques, així que tornen a començar de zero (el que hi havia en lloc del fitxer es conserva com a {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (what stood in place of the file is kept as {0}).</source>
        <translation>No s’ha pogut llegir la vostra configuració, així que es fan servir els valors predeterminats (el que hi havia en lloc del fitxer es conserva com a {0}).</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <translation>No s’han pogut llegir les vostres estadístiques, així que tornen a començar de zero (el fitxer malmès es conserva com a {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>No s’ha pogut llegir la vostra configuració, així que es fan servir els valors predeterminats (el fitxer malmès es conserva com a {0}).</translation>
    </message>
    <message>
        <source>Your statistics cannot be read or saved in {0}, so they start from zero for now; nothing there was moved or changed.</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>Les vostres estadístiques no es poden llegir ni desar a {0}, així que de moment comencen des de zero; allà no s’ha mogut ni canviat res.</translation>
    </message>
    <message>
        <source>Your settings cannot be read or saved in {0}, so the defaults are used for now; nothing there was moved or changed.</source>
        <translation>La vostra configuració no es pot llegir ni desar a {0}, així que de moment es fan servir els valors predeterminats; allà no s’ha mogut ni canviat res.</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Below this width (a phone) the editor stacks its panes instead of setting them side by side, and below the width the three panes need in the language shown (`_wide_width`). The narrowest the preview gets beside the theme list and a whole form. From this height on, the one-page (phone) layout keeps the preview in view above the page. From this width on, a window wider than tall sets the one page beside the preview (a phone on its side, a tablet at 200 %): two phone-wide columns. Slider steps of each number key (the range comes from the schema). A user theme was saved (old == new), renamed, or deleted (new == &quot;&quot;): (old, new) names.</extracomment>
        <translation>Temes</translation>
    </message>
    <message>
        <source>Save as new…</source>
        <translation>Desa com a nou…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Canvia el nom…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Suprimeix</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporta…</translation>
    </message>
    <message>
        <source>Use this theme</source>
        <translation>Fes servir aquest tema</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Desa</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Títol</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>A player&apos;s values that follow the one colour (the pattern only if it had the player&apos;s hue).</extracomment>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Línies</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Estrelles</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Fons</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Finestra</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Trama</translation>
    </message>
    <message>
        <source>Pattern colour</source>
        <translation>Color de la trama</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Gruix</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Mida</translation>
    </message>
    <message>
        <source>Glow</source>
        <translation>Resplendor</translation>
    </message>
    <message>
        <source>Glow colour</source>
        <translation>Color de la resplendor</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>A dalt</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>A baix</translation>
    </message>
    <message>
        <source>Distant stars</source>
        <translation>Estrelles llunyanes</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quantes</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Ressaltat</translation>
    </message>
    <message>
        <source>Refused segment</source>
        <translation>Línia rebutjada</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panells</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Lletra</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Mida del text</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Cap</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Ratlles</translation>
    </message>
    <message>
        <source>Lines, other way</source>
        <translation>Ratlles inverses</translation>
    </message>
    <message>
        <source>Crossed lines</source>
        <translation>Ratlles creuades</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Punts</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Fine control: segments, triangles and pattern apart</source>
        <translation>Control detallat: línies, triangles i motiu per separat</translation>
    </message>
    <message>
        <source>System font</source>
        <translation>Lletra del sistema</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Previsualització del tema</translation>
    </message>
    <message>
        <source>{0} (cannot be used)</source>
        <translation>{0} (no es pot fer servir)</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Descarta els canvis</translation>
    </message>
    <message>
        <source>Discard the changes to “{0}”?</source>
        <translation>Voleu descartar els canvis a «{0}»?</translation>
    </message>
    <message>
        <source>Your theme, saved in {0}.</source>
        <translation>El vostre tema, desat a {0}.</translation>
    </message>
    <message>
        <source>A theme of the plugin package {0}: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Un tema del paquet de connectors {0}: «Desa com a nou…» guarda els canvis com a tema propi.</translation>
    </message>
    <message>
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Un tema integrat: «Desa com a nou…» guarda els canvis com a tema propi.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Canvis sense desar.</translation>
    </message>
    <message>
        <source>The game is in this theme.</source>
        <translation>La partida fa servir aquest tema.</translation>
    </message>
    <message>
        <source>⚠ Player 1 and Player 2 look almost the same: nobody could tell whose lines are whose.</source>
        <translation>⚠ El jugador 1 i el jugador 2 es veuen gairebé iguals: ningú no podria dir de qui són les línies.</translation>
    </message>
    <message>
        <source>⚠ Player 1&apos;s lines hardly show on the background.</source>
        <translation>⚠ Les línies del jugador 1 amb prou feines es veuen sobre el fons.</translation>
    </message>
    <message>
        <source>⚠ Player 2&apos;s lines hardly show on the background.</source>
        <translation>⚠ Les línies del jugador 2 amb prou feines es veuen sobre el fons.</translation>
    </message>
    <message>
        <source>⚠ The stars hardly show on the background.</source>
        <translation>⚠ Les estrelles amb prou feines es veuen sobre el fons.</translation>
    </message>
    <message>
        <source>Save as new theme</source>
        <translation>Desa com a tema nou</translation>
    </message>
    <message>
        <source>Title of the new theme:</source>
        <translation>Títol del tema nou:</translation>
    </message>
    <message>
        <source>My {0}</source>
        <translation>El meu {0}</translation>
    </message>
    <message>
        <source>Rename theme</source>
        <translation>Canvia el nom del tema</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Títol nou:</translation>
    </message>
    <message>
        <source>“{0}” is the theme in use. Delete it? The game will switch to Nebula.</source>
        <translation>«{0}» és el tema en ús. Voleu suprimir-lo? El joc canviarà a Nebulosa.</translation>
    </message>
    <message>
        <source>Delete theme</source>
        <translation>Suprimeix el tema</translation>
    </message>
    <message>
        <source>Imported “{0}”; some of its values could not be used as written:</source>
        <translation>S’ha importat «{0}»; alguns dels seus valors no s’han pogut fer servir tal com estan escrits:</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>Voleu suprimir el tema «{0}»?</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>No es pot escriure {0}: {1}</translation>
    </message>
    <message>
        <source>Exported “{0}” to {1}.</source>
        <translation>S&apos;ha exportat «{0}» a {1}.</translation>
    </message>
    <message>
        <source>Close without saving the changes to “{0}”?</source>
        <translation>Voleu tancar sense desar els canvis a «{0}»?</translation>
    </message>
    <message>
        <source>Import theme</source>
        <translation>Importa un tema</translation>
    </message>
    <message>
        <source>There is already a theme called “{0}”.</source>
        <translation>Ja hi ha un tema anomenat «{0}».</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Substitueix-lo</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Conserva&apos;ls tots dos</translation>
    </message>
    <message>
        <source>Theme files (*{0})</source>
        <translation>Fitxers de tema (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Exporta el tema</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <source>Standard</source>
        <translation>Estàndard</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatori</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Principiant</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatori</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Tornar a jugar després d’un triangle</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another line at once.</source>
        <translation>El jugador que tanca almenys un triangle traça tot seguit una altra línia.</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Suggereix una jugada</translation>
    </message>
    <message>
        <source>How often each player may ask the computer for a good line in this game.</source>
        <translation>Quantes vegades cada jugador pot demanar a l’ordinador una bona línia en aquesta partida.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>3 times</source>
        <translation>3 vegades</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Sense límit</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiant</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Game mode</source>
        <extracomment>&quot;Suggest move&quot; uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Mode de joc</translation>
    </message>
    <message>
        <source>The players&apos; help, not the computer&apos;s level: Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>L&apos;ajuda als jugadors, no el nivell de l&apos;ordinador: Principiant mostra consells pas a pas; Principiant i Normal permeten 3 jugades suggerides per jugador; Expert, cap.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Triangle més petit que puntua (fracció d’un triangle mitjà)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board&apos;s average triangle does not score.</source>
        <translation>Un triangle més petit que aquesta fracció del triangle mitjà del tauler no puntua.</translation>
    </message>
    <message>
        <source>Narrowest angle of a triangle that scores (degrees)</source>
        <translation>Angle més estret d’un triangle que puntua (graus)</translation>
    </message>
    <message>
        <source>A triangle with a narrower corner than this does not score.</source>
        <translation>Un triangle amb un angle més estret que aquest no puntua.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Classic</source>
        <translation>Clàssic</translation>
    </message>
    <message>
        <source>Dice and hints</source>
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game&apos;s.</extracomment>
        <translation>Dau i suggeriments</translation>
    </message>
    <message>
        <source>The last line can only be drawn with exactly 1 line left in the turn.</source>
        <translation>L’última línia només es pot traçar quan queda exactament 1 línia en el torn.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Aquest triangle en contindria un de ja conquerit.</translation>
    </message>
    <message>
        <source>This triangle is too small to count.</source>
        <extracomment>`Game.unscored_reason` keys (rules 8 and 10): why a closed triangle does not count.</extracomment>
        <translation>Aquest triangle és massa petit per comptar.</translation>
    </message>
    <message>
        <source>This triangle is too narrow to count.</source>
        <translation>Aquest triangle és massa estret per comptar.</translation>
    </message>
    <message>
        <source>No valid triangle can be built any more.</source>
        <extracomment>Outcome reasons: {0} is the loser, {1} the winner.</extracomment>
        <translation>Ja no es pot construir cap triangle vàlid.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: {1} wins.</source>
        <translation>A {0} li quedava més d’1 línia quan només faltava traçar l’última, i cap altra jugada útil: guanya {1}.</translation>
    </message>
    <message>
        <source>You had more than 1 line left with only the last line to draw, and no other useful move: you lose.</source>
        <translation>Us quedava més d’1 línia quan només faltava traçar l’última, i cap altra jugada útil: heu perdut.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: you win.</source>
        <translation>A {0} li quedava més d’1 línia quan només faltava traçar l’última, i cap altra jugada útil: heu guanyat.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle {1} conquered: {0} can build no more triangles, and {1} wins.</source>
        <translation>Totes les línies útils que queden a {0} contindrien un triangle conquerit per {1}: {0} ja no pot construir cap triangle, i guanya {1}.</translation>
    </message>
    <message>
        <source>Every useful line left to you would enclose a triangle {1} conquered: you can build no more triangles, and you lose.</source>
        <translation>Totes les línies útils que us queden contindrien un triangle conquerit per {1}: ja no podeu construir cap triangle, i heu perdut.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle you conquered: {0} can build no more triangles, and you win.</source>
        <translation>Totes les línies útils que queden a {0} contindrien un triangle que heu conquerit: {0} ja no pot construir cap triangle, i heu guanyat.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a line: the score decides.</source>
        <translation>Tots dos jugadors han passat un torn sencer sense traçar cap línia: decideix la puntuació.</translation>
    </message>
    <message>
        <source>You rolled {0}: that is how many lines you may draw this turn, one star then another. Pass turn gives up the rest.</source>
        <extracomment>Beginner&apos;s tips (tips.TIP_KEYS): {0} is the roll, {1} the segments left in the turn.</extracomment>
        <translation>Heu tret un {0}: és el nombre de línies que podeu traçar en aquest torn, d’una estrella a una altra. «Passa el torn» renuncia a la resta.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Dos costats d’un triangle ja estan traçats: traceu el tercer per conquerir-lo.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Lines left: {1}.</source>
        <translation>Traceu un costat d’un triangle que pugueu acabar més tard, sense deixar a l’adversari un triangle amb dos costats traçats. Línies restants: {1}.</translation>
    </message>
    <message>
        <source>Only the last line is left: it can be drawn only with exactly 1 line left in your turn. Draw other lines first, or pass.</source>
        <translation>Només queda l’última línia: només es pot traçar quan us queda exactament 1 línia en el torn. Traceu abans altres línies, o passeu.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good line (3 times a game for each player).</source>
        <translation>No n’esteu segurs? «Suggereix una jugada» mostra una bona línia (3 vegades per partida per a cada jugador).</translation>
    </message>
    <message>
        <source>Nothing useful is left to draw this turn without losing at once: Pass turn hands the turn over.</source>
        <translation>En aquest torn no queda res útil per traçar sense perdre de seguida: «Passa el torn» cedeix el torn.</translation>
    </message>
    <message>
        <source>The dice variant</source>
        <translation>La variant amb dau</translation>
    </message>
    <message>
        <source>Choose the rules “Dice and hints” in the New Game window to play with a die. The goal stays the same: capture more triangles than your opponent. Everything not said below is as in the classic rules.</source>
        <translation>Trieu les regles «Dau i suggeriments» a la finestra Partida nova per jugar amb un dau. L’objectiu no canvia: conquerir més triangles que l’adversari. Tot el que no es diu a continuació és com en les regles clàssiques.</translation>
    </message>
    <message>
        <source>1. The stars are scattered at random on the board and change place with every new game.</source>
        <translation>1. Les estrelles es reparteixen a l’atzar pel tauler i canvien de lloc a cada partida nova.</translation>
    </message>
    <message>
        <source>2. Players take turns rolling the die.</source>
        <translation>2. Per torns, cada jugador tira el dau.</translation>
    </message>
    <message>
        <source>3. The number rolled is how many lines the player draws in that turn. Closing a triangle does not give extra lines.</source>
        <translation>3. El número que surt indica quantes línies traça el jugador en aquell torn. Tancar un triangle no dona línies de més.</translation>
    </message>
    <message>
        <source>4. To draw a line, select a star and then a second star.</source>
        <translation>4. Per traçar una línia, seleccioneu una estrella i després una segona estrella.</translation>
    </message>
    <message>
        <source>5. A line may not cross the lines already drawn.</source>
        <translation>5. Una línia no pot creuar les línies ja traçades.</translation>
    </message>
    <message>
        <source>6. A line may not pass over another star of the board.</source>
        <translation>6. Una línia no pot passar per sobre d’una altra estrella del tauler.</translation>
    </message>
    <message>
        <source>7. A line already drawn cannot be drawn again, and the same two stars cannot be joined twice.</source>
        <translation>7. No es pot tornar a traçar una línia ja traçada ni unir dues vegades les mateixes dues estrelles.</translation>
    </message>
    <message>
        <source>8. A triangle is valid only if it is large enough to be clearly visible and no other star is left inside it.</source>
        <translation>8. Un triangle només és vàlid si és prou gran per veure’s bé i no hi queda cap altra estrella a dins.</translation>
    </message>
    <message>
        <source>9. A triangle already captured is protected: the opponent may not make a new triangle that encloses it. Such a line stays refused to that player for the rest of the game; a line refused to both players can never be drawn, so a triangle that needs it can no longer be built.</source>
        <translation>9. Un triangle ja conquerit està protegit: l’adversari no pot fer un triangle nou que el contingui. Aquesta línia queda prohibida a aquest jugador fins al final de la partida; una línia prohibida als dos jugadors no es pot traçar mai, i un triangle que la necessiti ja no es pot construir.</translation>
    </message>
    <message>
        <source>10. Tiny or very narrow triangles are not valid and score no points.</source>
        <translation>10. Els triangles minúsculs o molt estrets no són vàlids i no donen punts.</translation>
    </message>
    <message>
        <source>11. When you close a valid triangle you score 1 point at once and your avatar appears in it. That point stays yours until the end of the game.</source>
        <translation>11. Quan tanqueu un triangle vàlid guanyeu 1 punt immediatament i hi apareix el vostre avatar. Aquest punt és vostre fins al final de la partida.</translation>
    </message>
    <message>
        <source>12. The exact count applies only at the very end of the game: when a single useful line is left (one that can still close a triangle), only a player with exactly 1 line left in the turn may draw it. With more lines left, draw lines that leave it open, or pass.</source>
        <translation>12. El compte exacte només s’aplica al final de tot de la partida: quan només queda una línia útil (una que encara pot tancar un triangle), només la pot traçar el jugador a qui queda exactament 1 línia en el torn. Si us en queden més, traceu línies que la deixin oberta, o passeu.</translation>
    </message>
    <message>
        <source>13. In Beginner and Normal mode each player may use “Suggest move” at most 3 times per game. A suggestion may show a line that closes a triangle at once or one that prepares a later triangle.</source>
        <translation>13. En els modes Principiant i Normal, cada jugador pot fer servir «Suggereix una jugada» com a màxim 3 vegades per partida. Un suggeriment pot indicar una línia que tanca un triangle de seguida o una línia que en prepara un de posterior.</translation>
    </message>
    <message>
        <source>14. In Expert mode, suggestions are not available.</source>
        <translation>14. En el mode Expert, els suggeriments no estan disponibles.</translation>
    </message>
    <message>
        <source>15. With “Pass turn” you give up the rest of your lines and hand the turn to your opponent straight away.</source>
        <translation>15. Amb «Passa el torn» renuncieu a la resta de les vostres línies i deixeu el torn a l’adversari de seguida.</translation>
    </message>
    <message>
        <source>16. If the game finds that a player has no useful move left, the game ends at once and the opponent wins: the player to move, or a player whose every useful line is refused to them for good (rule 9).</source>
        <translation>16. Si el joc comprova que un jugador ja no té cap jugada útil, la partida acaba immediatament i guanya l’adversari: el jugador que ha de jugar, o un jugador a qui totes les línies útils que queden li estan prohibides per sempre (regla 9).</translation>
    </message>
    <message>
        <source>17. The game also ends when no new valid triangle can be built any more, even if useless lines could still be drawn, and when both players let a whole turn go by without drawing. The player with more triangles wins.</source>
        <translation>17. La partida també acaba quan ja no es pot construir cap triangle vàlid nou, encara que quedin línies inútils per traçar, i quan tots dos jugadors deixen passar un torn sencer sense traçar res. Guanya el jugador amb més triangles.</translation>
    </message>
    <message>
        <source>The exact count: an example</source>
        <translation>El compte exacte: un exemple</translation>
    </message>
    <message>
        <source>Here only the triangle ABC is valid. Player 1 rolls 2 and draws A–B and A–C. Player 2 rolls 3: B–C is the last useful line, and with 3 lines left it is refused. Player 2 first draws D–E and C–E, which leave it open; with exactly 1 line left, B–C closes ABC. No valid triangle is left: the game ends and Player 2 wins 1 to 0. Without D and E, Player 2 would have had no useful move and would have lost at once (rule 16).</source>
        <translation>Aquí només és vàlid el triangle ABC. El Jugador 1 treu un 2 i traça A–B i A–C. El Jugador 2 treu un 3: B–C és l’última línia útil i, amb 3 línies per traçar, es rebutja. El Jugador 2 traça primer D–E i C–E, que la deixen oberta; amb exactament 1 línia restant, B–C tanca ABC. Ja no queda cap triangle vàlid: la partida acaba i guanya el Jugador 2 per 1 a 0. Sense D i E, el Jugador 2 no hauria tingut cap jugada útil i hauria perdut immediatament (regla 16).</translation>
    </message>
    <message>
        <source>Player 2 rolled 3: B–C (dashed) is refused with 3 lines left, then closes ABC as the last line of the turn.</source>
        <translation>El Jugador 2 ha tret un 3: B–C (discontínua) es rebutja amb 3 línies per traçar i després tanca ABC com a última línia del torn.</translation>
    </message>
    <message>
        <source>Beginner mode (dice variant)</source>
        <translation>Mode principiant (variant amb daus)</translation>
    </message>
    <message>
        <source>In the dice variant, the Beginner difficulty shows step-by-step tips during the game. You can close them at any time with “I understand how to play”. The classic rules have no tips; the computer&apos;s level is chosen separately.</source>
        <translation>En la variant amb daus, la dificultat Principiant mostra consells pas a pas durant la partida. Els podeu tancar en qualsevol moment amb «Ja sé com es juga». Les regles clàssiques no tenen consells; el nivell de l&apos;ordinador es tria a part.</translation>
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
        <translation>Llum de dia</translation>
    </message>
    <message>
        <source>Colour-safe</source>
        <translation>Colors distingibles</translation>
    </message>
    <message>
        <source>Blackboard</source>
        <translation>Pissarra</translation>
    </message>
</context>
</TS>
