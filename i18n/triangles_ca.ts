<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca">
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
        <source>No suggestion is available now.</source>
        <translation>Ara no hi ha cap suggeriment disponible.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner's tips. The roll animation: this many random faces, this far apart, then the real one.</extracomment>
        <translation>Ja sé com es juga</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many segments may be drawn</source>
        <translation>El dau tirat en aquest torn: quantes línies es poden traçar</translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Suggeriments restants: {0}</translation>
    </message>
    <message>
        <source>{0} had more than 1 segment left with only the last segment to draw, and no other useful move: {1} wins.</source>
        <translation>A {0} li quedava més d’1 línia quan només faltava traçar l’última, i cap altra jugada útil: guanya {1}.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a segment: the score decides.</source>
        <translation>Tots dos jugadors han passat un torn sencer sense traçar cap línia: decideix la puntuació.</translation>
    </message>
    <message>
        <source>You rolled {0}: draw up to {0} segments this turn, one star then another. Pass turn gives up the rest.</source>
        <translation>Has tret un {0}: traça fins a {0} línies en aquest torn, una estrella i després una altra. «Passa el torn» renuncia a la resta.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Dos costats d’un triangle ja estan traçats: traça el tercer per conquerir-lo.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Segments left: {1}.</source>
        <translation>Traça un costat d’un triangle que puguis acabar més tard, sense deixar a l’adversari un triangle amb dos costats traçats. Línies restants: {1}.</translation>
    </message>
    <message>
        <source>Only the last segment is left: it can be drawn only with exactly 1 segment left in your turn. Draw other segments first, or pass.</source>
        <translation>Només queda l’última línia: només es pot traçar si et queda exactament 1 línia en el torn. Traça abans altres línies, o passa.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good segment (3 times per game).</source>
        <translation>No n’estàs segur? «Suggereix una jugada» mostra una bona línia (3 vegades per partida).</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <translation>Partida nova</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
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
        <extracomment>The clearance of the "passes over a star" rule, in screen points at the board's natural scale. Natural size assumed for the board before the window is on screen.</extracomment>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Partida &amp;nova…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Obre…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Desa…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Des&amp;fés</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passa el torn</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggereix una jugada</translation>
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
        <source>Hint</source>
        <translation>Pista</translation>
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
        <source>Resume game</source>
        <translation>Reprendre la partida</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Voleu reprendre la partida inacabada?</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>No es pot reprendre la partida inacabada: {0}</translation>
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
        <source>Save game</source>
        <translation>Desa la partida</translation>
    </message>
    <message>
        <source>Hint: pass your turn.</source>
        <translation>Suggeriment: passeu el torn.</translation>
    </message>
    <message>
        <source>Draw!</source>
        <translation>Empat!</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Has guanyat!</translation>
    </message>
    <message>
        <source>You lost!</source>
        <translation>Has perdut!</translation>
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
        <source>Game over</source>
        <translation>Fi de la partida</translation>
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
        <extracomment>The computer seat's spec when no computer player plugin is installed (the instant player).</extracomment>
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
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>Pause before a computer moves, so the previous segment's animation is seen.</extracomment>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
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
        <source>OK</source>
        <translation>D’acord</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Error: {0}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>The languages the game is written in, with their names in their own language. The standard button texts of the game's dialogs, as Qt names them. Qt ships no catalogue for some of the game's languages (Greek), so they are listed here for lupdate and translated in the game's own catalogues too (which Qt consults before its own).</extracomment>
        <translation>D'acord</translation>
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
        <source>This segment is already drawn.</source>
        <translation>Aquesta línia ja està traçada.</translation>
    </message>
    <message>
        <source>This segment passes over a star.</source>
        <translation>Aquesta línia passa per sobre d’una estrella.</translation>
    </message>
    <message>
        <source>This segment would cross a segment.</source>
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
        <source>The last segment can only be drawn with exactly 1 segment left in the turn.</source>
        <extracomment>Refusal details of the built-in dice variant, in words (other variants' details are looked up in the "rules" context as they are).</extracomment>
        <translation>L’última línia només es pot traçar quan queda exactament 1 línia en el torn.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Aquest triangle en contindria un de ja conquerit.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Ara no es pot passar.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Regles de Triangles</translation>
    </message>
</context>
<context>
    <name>ScoreBar</name>
    <message>
        <source>Die: {0} {1}</source>
        <translation>Dau: {0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) left</source>
        <translation>
            <numerusform>Queda %n línia</numerusform>
            <numerusform>Queden %n línies</numerusform>
        </translation>
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
</context>
<context>
    <name>StatisticsDialog</name>
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
        <translation>Encara no heu jugat cap partida contra l’ordinador.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reinicia</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>No s’han pogut llegir les vostres estadístiques, així que tornen a començar de zero (el fitxer malmès es conserva com a {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>No s’ha pogut llegir la vostra configuració, així que es fan servir els valors predeterminats (el fitxer malmès es conserva com a {0}).</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Slider steps of each number key (the range comes from the schema).</extracomment>
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
        <source>System font</source>
        <translation>Lletra del sistema</translation>
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
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Un tema integrat: «Desa com a nou…» guarda els canvis com a tema propi.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Canvis sense desar.</translation>
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
        <source>Delete theme</source>
        <translation>Suprimeix el tema</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>Voleu suprimir el tema «{0}»?</translation>
    </message>
    <message>
        <source>Imported “{0}”; some values were replaced by Nebula's:</source>
        <translation>S’ha importat «{0}»; alguns valors s’han substituït pels de Nebulosa:</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>No es pot escriure {0}: {1}</translation>
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
        <source>Theme files (*{0})</source>
        <translation>Fitxers de tema (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Exporta el tema</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Tornar a jugar després d’un triangle</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another segment at once.</source>
        <translation>El jugador que tanca almenys un triangle traça tot seguit una altra línia.</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>Principiant</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>"Suggest move" uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Dificultat</translation>
    </message>
    <message>
        <source>Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>Principiant mostra consells pas a pas; Principiant i Normal permeten 3 jugades suggerides per jugador; Expert, cap.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Triangle més petit que puntua (fracció d’un triangle mitjà)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board's average triangle does not score.</source>
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
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game's.</extracomment>
        <translation>Dau i suggeriments</translation>
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
