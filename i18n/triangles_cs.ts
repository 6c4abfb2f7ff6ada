<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} nelze otevřít: {1}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Počítačový hráč</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <source>your theme</source>
        <translation>váš motiv</translation>
    </message>
    <message>
        <source>About Triangles</source>
        <translation>O hře Triangles</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Verze {0}</translation>
    </message>
    <message>
        <source>Free software under the {0} licence: use, copy, change and share it.</source>
        <translation>Svobodný software pod licencí {0}: smíte jej používat, kopírovat, měnit a sdílet.</translation>
    </message>
    <message>
        <source>Plugins in use</source>
        <translation>Použité moduly</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Složka s daty</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Otevřít složku s daty</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Pravidla…</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Hrací plocha</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>vlevo nahoře</translation>
    </message>
    <message>
        <source>top</source>
        <translation>nahoře</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>vpravo nahoře</translation>
    </message>
    <message>
        <source>left</source>
        <translation>vlevo</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>uprostřed</translation>
    </message>
    <message>
        <source>right</source>
        <translation>vpravo</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>vlevo dole</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>dole</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>vpravo dole</translation>
    </message>
    <message>
        <source>; no line can be drawn from star {0} to it</source>
        <translation>; z hvězdy {0} sem čáru nakreslit nelze</translation>
    </message>
    <message numerus="yes">
        <source>; Enter draws the line from star {0}, closing %n triangle(s)</source>
        <translation>
            <numerusform>; Enter nakreslí čáru z hvězdy {0} a uzavře %n trojúhelník</numerusform>
            <numerusform>; Enter nakreslí čáru z hvězdy {0} a uzavře %n trojúhelníky</numerusform>
            <numerusform>; Enter nakreslí čáru z hvězdy {0} a uzavře %n trojúhelníků</numerusform>
        </translation>
    </message>
    <message>
        <source>; no line can be drawn from it</source>
        <translation>; z ní nelze nakreslit žádnou čáru</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: move to the other end of the line</source>
        <translation>Hvězda {0}, {1}, vybraná: přejděte na druhý konec čáry</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked, but no line can be drawn from it</source>
        <translation>Hvězda {0}, {1}, vybraná, ale nelze z ní nakreslit žádnou čáru</translation>
    </message>
    <message numerus="yes">
        <source>Star {0}, {1}, picked: a line can go to %n stars</source>
        <translation>
            <numerusform>Hvězda {0}, {1}, vybraná: čáru lze vést k %n hvězdě</numerusform>
            <numerusform>Hvězda {0}, {1}, vybraná: čáru lze vést ke %n hvězdám</numerusform>
            <numerusform>Hvězda {0}, {1}, vybraná: čáru lze vést k %n hvězdám</numerusform>
        </translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: a line can go to {2}</source>
        <translation>Hvězda {0}, {1}, vybraná: možné konce čáry: {2}</translation>
    </message>
    <message>
        <source>No line can be drawn now</source>
        <translation>Teď nelze nakreslit žádnou čáru</translation>
    </message>
    <message>
        <source>No line can be drawn from star {0}</source>
        <translation>Z hvězdy {0} nelze nakreslit žádnou čáru</translation>
    </message>
    <message>
        <source>No line can be drawn</source>
        <translation>Nelze nakreslit žádnou čáru</translation>
    </message>
    <message>
        <source>Star {0}, {1}, lines to {2}</source>
        <translation>Hvězda {0}, {1}, čáry k {2}</translation>
    </message>
    <message>
        <source>No star further that way</source>
        <extracomment>The board is shown a quarter turned when that fits it at least this much larger: a board made for a landscape window shown in a portrait one (a tablet turned, a game opened on a phone), or one made upright opened on a laptop (an upright tablet&apos;s 4:5 board gains 24 % at 1280 x 800). Below this the gain is not worth the board looking different from how it was played. A picked star&apos;s possible ends are read out one by one up to this many, else counted. The lines the person may draw now, as rows of two stars, and how many triangles each closes (the rules&apos; answer, set by the window after every action: `set_open_lines`); None while it is not a person&apos;s turn. Why nothing can be drawn now, said when a key asks to (&quot;Computer is thinking&quot;, &quot;Game over&quot;; set by the window).</extracomment>
        <translation>Tímto směrem už žádná hvězda není</translation>
    </message>
    <message>
        <source>Arrow keys move between the stars, Page Down and Page Up to the stars a line can be drawn to; Enter or Space picks a star, then the other end of the line.</source>
        <translation>Šipky přecházejí mezi hvězdami, Page Down a Page Up na hvězdy, kam lze vést čáru; Enter nebo mezerník vybere hvězdu, potom druhý konec čáry.</translation>
    </message>
    <message>
        <source>Star {0}, {1}, no lines</source>
        <translation>Hvězda {0}, {1}, bez čar</translation>
    </message>
    <message>
        <source>; the line from star {0} is already drawn</source>
        <translation>; čára z hvězdy {0} už je nakreslená</translation>
    </message>
    <message>
        <source>; Enter draws the line from star {0}</source>
        <translation>; Enter nakreslí čáru z hvězdy {0}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The computer player {0}; a simple move was played instead.</source>
        <translation>Počítačový hráč selhal ({0}); místo něj se zahrál jednoduchý tah.</translation>
    </message>
    <message>
        <source>The computer player {0} failed ({1}); a simple built-in player plays for it in this game.</source>
        <translation>Počítačový hráč {0} selhal ({1}); v této hře za něj hraje jednoduchý vestavěný hráč.</translation>
    </message>
    <message>
        <source>The rules variant {0} failed ({1}); this game goes on with the basic rules.</source>
        <translation>Varianta pravidel {0} selhala ({1}); hra pokračuje podle základních pravidel.</translation>
    </message>
    <message>
        <source>No triangle can be closed any more.</source>
        <translation>Už nelze uzavřít žádný trojúhelník.</translation>
    </message>
    <message>
        <source>No suggestion is available now.</source>
        <translation>Teď není k dispozici žádný návrh.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner&apos;s tips. The roll animation: this many random faces, this far apart, then the real one. The turn budget before the latest action, and the lines a computer drew in its turn. Mouse events that the overlay hands on to the board. Below this width (a phone) the tip&apos;s button goes under the tip, which keeps the width.</extracomment>
        <translation>Už vím, jak se hraje</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many lines may be drawn</source>
        <translation>Kostka tohoto tahu: kolik čar lze nakreslit</translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1}, drew %n line(s) and passed.</source>
        <translation>
            <numerusform>{0} hodil {1}, nakreslil %n čáru a vzdal zbytek tahu.</numerusform>
            <numerusform>{0} hodil {1}, nakreslil %n čáry a vzdal zbytek tahu.</numerusform>
            <numerusform>{0} hodil {1}, nakreslil %n čar a vzdal zbytek tahu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1} and drew %n line(s).</source>
        <translation>
            <numerusform>{0} hodil {1} a nakreslil %n čáru.</numerusform>
            <numerusform>{0} hodil {1} a nakreslil %n čáry.</numerusform>
            <numerusform>{0} hodil {1} a nakreslil %n čar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left</source>
        <translation>
            <numerusform>Zbývá %n čára</numerusform>
            <numerusform>Zbývají %n čáry</numerusform>
            <numerusform>Zbývá %n čar</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Zbývající návrhy: {0}</translation>
    </message>
    <message>
        <source>The die is rolling</source>
        <translation>Kostka se kutálí</translation>
    </message>
    <message>
        <source>Die: {0}</source>
        <translation>Kostka: {0}</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <extracomment>How long a new card ignores presses and touches: a finger tapping stars through the last move would otherwise hit the card&apos;s buttons as it appears under it.</extracomment>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Rozebrat tuto hru</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
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
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Při&amp;způsobit plochu</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>P&amp;ravidla…</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Moduly…</translation>
    </message>
    <message>
        <source>T&amp;hemes…</source>
        <translation>&amp;Motivy…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Předat</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Nabídka</translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation>Uložit změny do {0}?</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves. Without saving, they are lost when the next game takes its place.</source>
        <translation>Jeho soubor neobsahuje poslední tahy. Bez uložení se ztratí, až jeho místo zaujme další hra.</translation>
    </message>
    <message>
        <source>Without saving, it is lost when the next game takes its place.</source>
        <translation>Bez uložení se ztratí, až její místo zaujme další hra.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Pokračovat ve hře</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Pokračovat v nedokončené hře?</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1} stars, %n move(s)</source>
        <translation>
            <numerusform>{0}, hvězd: {1}, tahů: %n</numerusform>
            <numerusform>{0}, hvězd: {1}, tahů: %n</numerusform>
            <numerusform>{0}, hvězd: {1}, tahů: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>V nedokončené hře nelze pokračovat: {0}</translation>
    </message>
    <message>
        <source>&amp;Pass turn</source>
        <translation>&amp;Předat tah</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>Suggest &amp;move</source>
        <translation>Navrhnout &amp;tah</translation>
    </message>
    <message>
        <source>Replay and re&amp;view…</source>
        <translation>Přehrát a &amp;rozebrat…</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>Ú&amp;lohy…</translation>
    </message>
    <message>
        <source>&amp;About Triangles…</source>
        <translation>&amp;O hře Triangles…</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Předat tah</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Navrhnout tah</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Navrhnout</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Uložit rozehranou hru?</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Neukládat</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Theme “{0}”: {1}</source>
        <translation>Motiv „{0}“: {1}</translation>
    </message>
    <message>
        <source>Your themes folder {0} is a file, not a folder: your own themes are not listed.</source>
        <translation>Vaše složka motivů {0} je soubor, ne složka: vaše vlastní motivy nejsou v seznamu.</translation>
    </message>
    <message>
        <source>The theme “{0}” you chose cannot be found; the game uses {1} until it is back.</source>
        <translation>Zvolený motiv „{0}“ nelze najít; hra používá motiv {1}, dokud se nevrátí.</translation>
    </message>
    <message>
        <source>Last played {0}</source>
        <translation>Naposledy hráno: {0}</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0} (the file is kept as {1}).</source>
        <translation>Nedokončenou hru nelze obnovit: {0} (soubor je uschován jako {1}).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Cannot start this game: {0}</source>
        <translation>Tuto hru nelze spustit: {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} nelze otevřít: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Triangles games (*{0})</source>
        <translation>Hry Triangles (*{0})</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>{0} nelze uložit: {1}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>hra</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved in {0} ({1}); the results of this session are not kept.</source>
        <translation>Statistiky nelze uložit do {0} ({1}); výsledky této relace se neuchovají.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in {0} ({1}); what you change lasts until Triangles is closed.</source>
        <translation>Nastavení nelze uložit do {0} ({1}); změny platí, dokud se Triangles nezavře.</translation>
    </message>
    <message>
        <source>The sounds are off: {0}</source>
        <translation>Zvuky jsou vypnuté: {0}</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves, and a finished game is not kept for the next start.</source>
        <translation>Jeho soubor neobsahuje poslední tahy a dohraná hra se pro příští spuštění neuchovává.</translation>
    </message>
    <message>
        <source>This game could not be kept for the next start ({0}).</source>
        <translation>Tuto hru se nepodařilo uchovat pro příští spuštění ({0}).</translation>
    </message>
    <message>
        <source>Save it somewhere else before quitting?</source>
        <translation>Uložit ji před ukončením jinam?</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Uložit jako…</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of this game were moved by less than a billionth of the board to the grid the rules use.</source>
        <translation>
            <numerusform>%n hvězda této hry byla posunuta o méně než miliardtinu desky na mřížku, kterou pravidla používají.</numerusform>
            <numerusform>%n hvězdy této hry byly posunuty o méně než miliardtinu desky na mřížku, kterou pravidla používají.</numerusform>
            <numerusform>%n hvězd této hry bylo posunuto o méně než miliardtinu desky na mřížku, kterou pravidla používají.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Ukončit bez uložení</translation>
    </message>
    <message>
        <source>The line in the way is {0}–{1}.</source>
        <translation>V cestě je čára {0}–{1}.</translation>
    </message>
    <message>
        <source>The star in the way is {0}.</source>
        <translation>V cestě je hvězda {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}–{2}</source>
        <translation>{0} nakreslil(a) {1}–{2}</translation>
    </message>
    <message>
        <source>You drew {0}–{1}</source>
        <translation>Nakreslili jste {0}–{1}</translation>
    </message>
    <message>
        <source>{0} passed</source>
        <translation>{0} předal(a) tah</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Předali jste tah</translation>
    </message>
    <message numerus="yes">
        <source>, closing %n triangle(s)</source>
        <translation>
            <numerusform> a uzavřel(a) %n trojúhelník</numerusform>
            <numerusform> a uzavřel(a) %n trojúhelníky</numerusform>
            <numerusform> a uzavřel(a) %n trojúhelníků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n closed outline(s) with stars inside, which score nothing</source>
        <translation>
            <numerusform>; %n uzavřený obrys s hvězdami uvnitř, který se nepočítá</numerusform>
            <numerusform>; %n uzavřené obrysy s hvězdami uvnitř, které se nepočítají</numerusform>
            <numerusform>; %n uzavřených obrysů s hvězdami uvnitř, které se nepočítají</numerusform>
        </translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>předání tahu</translation>
    </message>
    <message>
        <source>Took back {0}</source>
        <translation>Vráceno: {0}</translation>
    </message>
    <message numerus="yes">
        <source>A board of %n star(s)</source>
        <translation>
            <numerusform>Hrací plocha s %n hvězdou</numerusform>
            <numerusform>Hrací plocha s %n hvězdami</numerusform>
            <numerusform>Hrací plocha s %n hvězdami</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}. {1} {2}, {3} {4}. {5}.</source>
        <translation>{0}. {1} {2}, {3} {4}. {5}.</translation>
    </message>
    <message>
        <source>The rules variant {0} is not responding.</source>
        <translation>Varianta pravidel {0} neodpovídá.</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Ukončit hru</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Počkat</translation>
    </message>
    <message>
        <source>Ending the game keeps it: it can be opened again later.</source>
        <translation>Ukončená hra se uchová: později ji můžete znovu otevřít.</translation>
    </message>
    <message>
        <source>the rules variant {0} did not answer</source>
        <translation>varianta pravidel {0} neodpověděla</translation>
    </message>
    <message>
        <source>The game is kept as {0}.</source>
        <translation>Hra je uchována jako {0}.</translation>
    </message>
    <message>
        <source>Suggested move: {0}–{1}</source>
        <translation>Návrh: {0}–{1}</translation>
    </message>
    <message>
        <source>Cannot continue this game: {0}</source>
        <translation>V této hře nelze pokračovat: {0}</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically ({0}); saving is tried again after every move.</source>
        <translation>Tuto hru nelze automaticky uložit ({0}); uložení se zkusí znovu po každém tahu.</translation>
    </message>
    <message>
        <source>Some sound files cannot be used, so only those sounds are off: {0}</source>
        <translation>Některé zvukové soubory nelze použít, proto jsou vypnuté jen tyto zvuky: {0}</translation>
    </message>
    <message>
        <source>Suggested move: pass your turn.</source>
        <translation>Návrh: předejte tah.</translation>
    </message>
    <message>
        <source>Draw!</source>
        <translation>Remíza!</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <source>You lost!</source>
        <translation>Prohráli jste!</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Vítězí {0}!</translation>
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
        <translation>Hra ukončena</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How long a dialog or popup is given to lay itself out (and a file dialog to list its folder). A modal that does not appear within this long is reported as missing, not waited for.</extracomment>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Triangle! You play again</source>
        <translation>Trojúhelník! Hrajete znovu</translation>
    </message>
    <message>
        <source>Triangle! {0} plays again</source>
        <translation>Trojúhelník! {0} hraje znovu</translation>
    </message>
    <message>
        <source>{0} is thinking</source>
        <translation>{0} přemýšlí</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jste na tahu</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Na tahu: {0}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Two players</source>
        <extracomment>The computer seat&apos;s spec when no computer player plugin is installed (the instant player).</extracomment>
        <translation>Dva hráči</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Počítač: {0}</translation>
    </message>
    <message>
        <source>Player &amp;1</source>
        <translation>Hráč &amp;1</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Vaše &amp;jméno</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Hráč 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Hráč 2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Soupeř</translation>
    </message>
    <message>
        <source>Player &amp;2</source>
        <translation>Hráč &amp;2</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Plocha</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>P&amp;ravidla</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <source>The computer starts</source>
        <translation>Začíná počítač</translation>
    </message>
    <message>
        <source>The level sets how well the computer plays.</source>
        <translation>Úroveň určuje, jak dobře počítač hraje.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Tablet</source>
        <translation>Tablet</translation>
    </message>
    <message>
        <source>{0}: {1} stars</source>
        <translation>{0}: {1} hvězd</translation>
    </message>
</context>
<context>
    <name>OsWords</name>
    <message>
        <source>that folder does not exist</source>
        <translation>tato složka neexistuje</translation>
    </message>
    <message>
        <source>part of that path is a file, not a folder</source>
        <translation>část této cesty je soubor, ne složka</translation>
    </message>
    <message>
        <source>a folder of that name is already there</source>
        <translation>složka s tímto názvem už existuje</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>do tohoto umístění nemáte oprávnění zapisovat</translation>
    </message>
    <message>
        <source>that disk can only be read</source>
        <translation>tento disk je jen pro čtení</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>název je příliš dlouhý</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>soubor je poškozený</translation>
    </message>
    <message>
        <source>the file is too large to be a game</source>
        <translation>soubor je na hru příliš velký</translation>
    </message>
    <message>
        <source>this is not a Triangles game</source>
        <translation>toto není hra Triangles</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>soubor je prázdný</translation>
    </message>
    <message>
        <source>this is not a Triangles game, or it is damaged</source>
        <translation>toto není hra Triangles, nebo je poškozená</translation>
    </message>
    <message>
        <source>the game was saved in a format this version cannot read (a newer version of Triangles?)</source>
        <translation>hra byla uložena ve formátu, který tato verze neumí přečíst (novější verze Triangles?)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>je to složka, ne soubor</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe), so it is not read</source>
        <translation>není to běžný soubor (je to zařízení nebo roura), proto se nečte</translation>
    </message>
    <message>
        <source>the file is not there any more</source>
        <translation>soubor už tam není</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>soubor nelze přečíst</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message numerus="yes">
        <source>{0}: %n triangle(s)</source>
        <extracomment>Shrunk for a long name beside it, a name keeps this many characters (all of a short one).</extracomment>
        <translation>
            <numerusform>{0}: %n trojúhelník</numerusform>
            <numerusform>{0}: %n trojúhelníky</numerusform>
            <numerusform>{0}: %n trojúhelníků</numerusform>
        </translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, je na tahu</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>What else reproduces the board and its look, written to the record beside the rules&apos; fields: &quot;view&quot; (the fitted scale the game was played at, see ui/board/board_sizes.py) and &quot;cloud&quot; (how the star cloud was made: see engine/stars.py `CloudSpec`). Record fields the window writes about the board; the rules never see them. accepted: (corners, the variant&apos;s reason in words) of each triangle it closed that scores nothing a, b, the reason in words (-1, -1 for a refused pass), the star it passes over (-1), the drawn segment it crosses as its two stars (None) Pause before a computer moves, so the previous segment&apos;s animation is seen. The suggestion on show: asked again before a move, it is shown again, not paid again. What undo took back, the next to play again first; any other action forgets it.</extracomment>
        <translation>Hráč 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Hráč 2</translation>
    </message>
</context>
<context>
    <name>PluginSwitch</name>
    <message>
        <source>Triangles closed unexpectedly while loading the plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <extracomment>Settings key: {&quot;group:name&quot;: why it is off (English, shown as the plugin&apos;s error)}. What the player is told at the next start, by what the plugin was doing; {0} is its name.</extracomment>
        <translation>Triangles se neočekávaně ukončil při načítání zásuvného modulu {0}, proto je vypnutý. V okně Moduly ho lze znovu zapnout.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while loading the theme plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles se neočekávaně ukončil při načítání zásuvného modulu motivu {0}, proto je vypnutý. V okně Moduly ho lze znovu zapnout.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the rules variant {0} was running, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles se neočekávaně ukončil, zatímco běžela varianta pravidel {0}, proto je vypnutá. V okně Moduly ji lze znovu zapnout.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the computer player {0} was thinking, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles se neočekávaně ukončil, zatímco přemýšlel počítačový hráč {0}, proto je vypnutý. V okně Moduly ho lze znovu zapnout.</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Installed plugins</source>
        <translation>Nainstalované zásuvné moduly</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Moduly</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Verze</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Balíček</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Modul</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Počítačový hráč</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <source>Switch on again</source>
        <translation>Znovu zapnout</translation>
    </message>
    <message>
        <source>Loads the selected plugin again from the next start</source>
        <translation>Vybraný zásuvný modul se znovu načte od příštího spuštění</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Chyba: {0}</translation>
    </message>
    <message>
        <source>Switched on again: loaded at the next start</source>
        <translation>Znovu zapnuto: načte se při příštím spuštění</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Easy</source>
        <translation>Snadné</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžké</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <extracomment>Upright, the most of the window&apos;s height the panel under the board takes (it scrolls beyond). Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size.</extracomment>
        <translation>Úlohy</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Úroveň:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <source>Puzzle of the day</source>
        <translation>Úloha dne</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Ukázat řešení</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>Předchozí úloha</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Další úloha</translation>
    </message>
    <message>
        <source>No puzzle could be made here. Try the next one.</source>
        <translation>Tady se nepodařilo vytvořit žádnou úlohu. Zkuste další.</translation>
    </message>
    <message>
        <source>This puzzle takes too long to make. Try the next one.</source>
        <translation>Vytvoření této úlohy trvá příliš dlouho. Zkuste další.</translation>
    </message>
    <message>
        <source>Right, as the answer showed; a puzzle counts as solved only when found without it.</source>
        <translation>Správně, jak ukázalo řešení; úloha se počítá jako vyřešená, jen když ji najdete bez něj.</translation>
    </message>
    <message>
        <source>Right: that is the best move. It is worth {0} under best play.</source>
        <translation>Správně: to je nejlepší tah. Při nejlepší hře má hodnotu {0}.</translation>
    </message>
    <message>
        <source>Right: that is one of the best moves (the others are dotted). It is worth {0} under best play.</source>
        <translation>Správně: to je jeden z nejlepších tahů (ostatní jsou tečkovaně). Při nejlepší hře má hodnotu {0}.</translation>
    </message>
    <message>
        <source>Worth: the triangles the player to move ends ahead (+) or behind (−) with best play from here.</source>
        <translation>Hodnota: o kolik trojúhelníků skončí hráč na tahu vpředu (+) nebo pozadu (−) při nejlepší hře odsud.</translation>
    </message>
    <message>
        <source>When several lines are equally best, any of them is right.</source>
        <translation>Když je několik čar stejně nejlepších, správně je kterákoli z nich.</translation>
    </message>
    <message>
        <source>Not the best move. Try again, or show the answer.</source>
        <translation>To není nejlepší tah. Zkuste to znovu, nebo si ukažte řešení.</translation>
    </message>
    <message>
        <source>The answer is {0}–{1} (dotted): worth {2}, every other line at least one triangle less.</source>
        <translation>Řešení je {0}–{1} (tečkovaně): hodnota {2}, každá jiná čára aspoň o trojúhelník méně.</translation>
    </message>
    <message>
        <source>The answers are {0} (dotted): any of them is right, each worth {1}; every other line is worth at least one triangle less.</source>
        <translation>Řešení jsou {0} (tečkovaně): kterékoli z nich je správně, každé má hodnotu {1}; každá jiná čára má aspoň o trojúhelník méně.</translation>
    </message>
    <message>
        <source>Puzzle of the day, {0} ({1})</source>
        <translation>Úloha dne, {0} ({1})</translation>
    </message>
    <message>
        <source>{0} puzzle {1}</source>
        <translation>Úloha {1} ({0})</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>Úloha se připravuje…</translation>
    </message>
    <message>
        <source>Player {0} to move: find the best line.</source>
        <translation>Na tahu je hráč {0}: najděte nejlepší čáru.</translation>
    </message>
    <message>
        <source>Rules: play again after a triangle.</source>
        <translation>Pravidla: po trojúhelníku se hraje znovu.</translation>
    </message>
    <message>
        <source>Rules: the turn passes after a triangle.</source>
        <translation>Pravidla: po trojúhelníku tah přechází na soupeře.</translation>
    </message>
    <message>
        <source>Solved: {0}; puzzles of the day: {1}</source>
        <translation>Vyřešeno: {0}; úlohy dne: {1}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Složka</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Jednotka</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Soubor</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Vybrat vše</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Krok nahoru</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Krok &amp;dolů</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <source>Select Color</source>
        <extracomment>The texts of Qt&apos;s colour picker (the theme editor&apos;s, Qt&apos;s own on every system) and of the context menus of a text field and a number box, for the same reason.</extracomment>
        <translation>Vybrat barvu</translation>
    </message>
    <message>
        <source>Hu&amp;e:</source>
        <translation>&amp;Odstín:</translation>
    </message>
    <message>
        <source>&amp;Sat:</source>
        <translation>&amp;Sytost:</translation>
    </message>
    <message>
        <source>&amp;Val:</source>
        <translation>&amp;Hodnota:</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Červená:</translation>
    </message>
    <message>
        <source>&amp;Green:</source>
        <translation>&amp;Zelená:</translation>
    </message>
    <message>
        <source>Bl&amp;ue:</source>
        <translation>&amp;Modrá:</translation>
    </message>
    <message>
        <source>A&amp;lpha channel:</source>
        <translation>A&amp;lfa kanál:</translation>
    </message>
    <message>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
    <message>
        <source>&amp;Basic colors</source>
        <translation>Základní &amp;barvy</translation>
    </message>
    <message>
        <source>&amp;Custom colors</source>
        <translation>&amp;Uživatelem stanovené barvy</translation>
    </message>
    <message>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Přidat k uživatelem stanoveným barvám</translation>
    </message>
    <message>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Zvolit barvu obrazovky</translation>
    </message>
    <message>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Ukazovátko na %1, %2
Stiskněte Esc pro zrušení</translation>
    </message>
    <message>
        <source>Cursor at %1, %2, color: %3
Press ESC to cancel</source>
        <translation>Ukazatel na %1, %2, barva: %3
Stiskněte Esc pro zrušení</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>The texts of Qt&apos;s own file dialog (Open, Save, Import and Export on Linux; Windows and macOS show the system&apos;s), for the same reason: Qt has no Greek catalogue, and its Turkish, Czech and Italian ones leave &quot;Look in:&quot;, &quot;Files of type:&quot; and the kinds of entries in English.</extracomment>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Název &amp;souboru:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Typ souborů:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Uložit jako</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dopředu</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Nadřazený adresář</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Vytvořit novou složku</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Pohled se seznamem</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Podrobný pohled</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Jít zpět</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Jít dopředu</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Jít do rodičovského adresáře</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Vytvořit novou složku</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Změnit na režim pohledu se seznamem</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Změnit na režim s podrobným pohledem</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Seznam míst a záložek</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Postranní panel</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Soubory</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Naposledy navštívené</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Přejmenovat</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Smazat</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Ukázat skryté soubory</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nová složka</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nová složka</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Soubor %1 již existuje.
Chcete jej nahradit?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Soubor se nepodařilo nalézt.
Ověřte, prosím, že byl zadán správný název souboru.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Adresář se nepodařilo nalézt.
Ověřte, prosím, že byl zadán správný název adresáře.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Jste si jistý, že %1 chcete smazat?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; je chráněn proti zápisu.
Přesto chcete soubor smazat?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Adresář se nepodařilo smazat.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Datum změny</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Znovu</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Vyjmout</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Vložit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Vybrat vše</translation>
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
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ano</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použít</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vrátit</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Obnovit výchozí</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This line is already drawn.</source>
        <translation>Tato čára už je nakreslená.</translation>
    </message>
    <message>
        <source>This line passes over a star.</source>
        <translation>Tato čára vede přes hvězdu.</translation>
    </message>
    <message>
        <source>This line would cross a line already drawn.</source>
        <translation>Tato čára by křížila jinou čáru.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Choose two different stars.</source>
        <translation>Vyberte dvě různé hvězdy.</translation>
    </message>
    <message>
        <source>The rules do not allow this now.</source>
        <translation>Pravidla to teď nedovolují.</translation>
    </message>
    <message>
        <source>This move is not allowed.</source>
        <translation>Tento tah není povolen.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Teď nelze předat tah.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>best</source>
        <extracomment>The share of a narrow window&apos;s height the panel under the board keeps: on a phone, what a review adds (the graph, the summary) with the move list and &quot;Continue from here&quot; in sight, and the board as large before the review as after. Where that is not enough (a long translation, a line saying whose side the person takes) it takes up to PANEL_SHARE_MOST, and beyond that it scrolls. The best segments a caption names and the board dots: early in a game dozens can be equally best.</extracomment>
        <translation>nejlepší</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>nepřesnost</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>chyba</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>hrubá chyba</translation>
    </message>
    <message>
        <source>Replay and review</source>
        <translation>Přehrát a rozebrat</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>První pozice</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Předchozí tah (šipka vlevo)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Další tah (šipka vpravo)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Poslední pozice</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rozebrat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Pokračovat odsud</translation>
    </message>
    <message>
        <source>Play on against:</source>
        <translation>Hrát dál proti:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otevřít…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Průběh rozboru</translation>
    </message>
    <message>
        <source>Graph of who is ahead after each move</source>
        <translation>Graf toho, kdo vede po každém tahu</translation>
    </message>
    <message>
        <source>Above the middle line player 1 is ahead, below player 2; the move list says the same in words.</source>
        <translation>Nad prostřední čarou vede hráč 1, pod ní hráč 2; seznam tahů říká totéž slovy.</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} nelze otevřít: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <source>Triangles games (*.triangles);;Game records (*.json)</source>
        <translation>Hry Triangles (*.triangles);;Záznamy her (*.json)</translation>
    </message>
    <message>
        <source>You drew {0}.</source>
        <translation>Nakreslili jste {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}.</source>
        <translation>{0} nakreslil(a) {1}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Předali jste tah.</translation>
    </message>
    <message>
        <source>{0} passed.</source>
        <translation>{0} předal(a) tah.</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Žádná hra</translation>
    </message>
    <message>
        <source>Move {0} of {1}</source>
        <translation>Tah {0} z {1}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Začátek hry.</translation>
    </message>
    <message>
        <source>You played {0}: {1}.</source>
        <translation>Zahráli jste {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2}.</source>
        <translation>{0} zahrál {1}: {2}.</translation>
    </message>
    <message>
        <source>Triangles given away: {0}; best: {1} (dotted).</source>
        <translation>Darované trojúhelníky: {0}; nejlepší: {1} (tečkovaně).</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <translation>(odhad)</translation>
    </message>
    <message>
        <source>Move {0}: {1}–{2}</source>
        <translation>Tah {0}: {1}–{2}</translation>
    </message>
    <message>
        <source>Move {0}: pass</source>
        <translation>Tah {0}: pass</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Hráč {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Review done.</source>
        <translation>Rozbor je hotový.</translation>
    </message>
    <message>
        <source>Reviewing with the exact solver…</source>
        <translation>Rozbor přesným řešičem…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Rozbor zrušen.</translation>
    </message>
    <message>
        <source>{0}: accuracy {1}%, {2}; {3}, {4}, {5}</source>
        <translation>{0}: přesnost {1} %, {2}; {3}, {4}, {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) lost</source>
        <translation>
            <numerusform>%n ztracený trojúhelník</numerusform>
            <numerusform>%n ztracené trojúhelníky</numerusform>
            <numerusform>%n ztracených trojúhelníků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n nepřesnost</numerusform>
            <numerusform>%n nepřesnosti</numerusform>
            <numerusform>%n nepřesností</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n chyba</numerusform>
            <numerusform>%n chyby</numerusform>
            <numerusform>%n chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n hrubá chyba</numerusform>
            <numerusform>%n hrubé chyby</numerusform>
            <numerusform>%n hrubých chyb</numerusform>
        </translation>
    </message>
    <message>
        <source>Another player on this device</source>
        <translation>Další hráč na tomto zařízení</translation>
    </message>
    <message>
        <source>~ estimated, not proved in the time</source>
        <translation>~ odhad, v daném čase nedokázáno</translation>
    </message>
    <message>
        <source>The review covers the classic rules only.</source>
        <translation>Rozbor umí jen klasická pravidla.</translation>
    </message>
    <message>
        <source>The review covers the classic rules only: a dice turn depends on rolls to come.</source>
        <translation>Rozbor umí jen klasická pravidla: tah s kostkou závisí na hodech, které teprve přijdou.</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Počítač: {0}</translation>
    </message>
    <message>
        <source>You keep your own side, and move next.</source>
        <translation>Zůstáváte na své straně a jste na tahu.</translation>
    </message>
    <message>
        <source>You take the side of {0}, who moves next.</source>
        <translation>Převezmete stranu hráče {0}, který je na tahu.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>In short</source>
        <translation>Ve zkratce</translation>
    </message>
    <message>
        <source>Players take turns drawing a line between two stars. A line may not cross another line or pass over a star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has more triangles wins.</source>
        <translation>Hráči se střídají a každý vede čáru mezi dvěma hvězdami. Čára se nesmí křížit s jinou čárou ani procházet přes hvězdu. Uzavření trojúhelníku, který neobsahuje žádnou hvězdu, přináší jeden bod. Hra končí, když už nelze uzavřít žádný trojúhelník; vyhrává ten, kdo uzavřel víc trojúhelníků.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60 or 120 stars on a phone, 80, 120 or 180 on a tablet, depending on the board you choose. There is no grid: a line may join two stars far apart, as long as it follows the rules below.</source>
        <translation>Uzavřít víc trojúhelníků než soupeř. Hrací plocha je oblak hvězd: podle zvolené plochy je to 24, 60 nebo 120 hvězd na telefonu a 80, 120 nebo 180 na tabletu. Není tu žádná mřížka: čára může spojit i dvě vzdálené hvězdy, pokud dodržuje pravidla uvedená níže.</translation>
    </message>
    <message>
        <source>Drawing a line</source>
        <translation>Jak vést čáru</translation>
    </message>
    <message>
        <source>Tap a star and then another, or slide your finger from one star to the other. The line takes the player&apos;s colour: with the Nebula theme, the default, red-orange for Player 1 and blue for Player 2. The game refuses a line in three cases:</source>
        <translation>Klepněte na hvězdu a pak na další, nebo přejeďte prstem z jedné hvězdy na druhou. Čára má barvu hráče: s motivem Mlhovina, který je výchozí, je červenooranžová pro hráče 1 a modrá pro hráče 2. Aplikace čáru odmítne ve třech případech:</translation>
    </message>
    <message>
        <source>• it already exists;</source>
        <translation>• už existuje;</translation>
    </message>
    <message>
        <source>• it passes over another star (even by a hair: the game allows a gap of a few screen points at most);</source>
        <translation>• vede přes jinou hvězdu (i těsně: aplikace toleruje odchylku nanejvýš několika bodů obrazovky);</translation>
    </message>
    <message>
        <source>• it crosses a line already drawn. Two lines may start from the same star, but they may never cross.</source>
        <translation>• kříží už nakreslenou čáru. Z jedné hvězdy mohou vést dvě čáry, ale nikdy se nesmějí křížit.</translation>
    </message>
    <message>
        <source>The line B–D (dashed) is refused: it would cross the line A–C.</source>
        <translation>Čára B–D (čárkovaně) je odmítnuta: protínala by čáru A–C.</translation>
    </message>
    <message>
        <source>The line A–C (dashed) is refused: it would pass over the star B.</source>
        <translation>Čára A–C (čárkovaně) je odmítnuta: vedla by přes hvězdu B.</translation>
    </message>
    <message>
        <source>When a triangle counts</source>
        <translation>Kdy se trojúhelník počítá</translation>
    </message>
    <message>
        <source>When your line closes a triangle, that is, when its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score a point. A triangle counts only if it contains no star, neither inside nor exactly on a side. The three sides of a triangle with a star in it can all be drawn, but it scores nothing.</source>
        <translation>Když vaše čára uzavře trojúhelník, tedy když jsou zbylé dvě strany už nakreslené (vámi nebo soupeřem), trojúhelník se vyplní vaší barvou a získáte bod. Trojúhelník se počítá jen tehdy, když neobsahuje žádnou hvězdu, ani uvnitř, ani přesně na straně. Všechny tři strany trojúhelníku s hvězdou uvnitř lze nakreslit, ale nic nepřinese.</translation>
    </message>
    <message>
        <source>The large triangle ABC is closed, but the star D is inside it: no point. The small triangles around D, on the other hand, do count.</source>
        <translation>Velký trojúhelník ABC je uzavřen, ale hvězda D je uvnitř: žádný bod. Malé trojúhelníky kolem D se naopak počítají.</translation>
    </message>
    <message>
        <source>One line, two triangles</source>
        <translation>Jedna čára, dva trojúhelníky</translation>
    </message>
    <message>
        <source>A line has two sides: it can close a triangle on each side and score 2 points in one move. In the square below, the diagonal A–C closes ABC and ACD at the same time.</source>
        <translation>Čára má dvě strany: může na každé straně uzavřít jeden trojúhelník a přinést 2 body najednou. Na čtverci níže uzavře úhlopříčka A–C současně ABC i ACD.</translation>
    </message>
    <message>
        <source>The diagonal A–C closes two triangles in one move.</source>
        <translation>Úhlopříčka A–C uzavře dva trojúhelníky najednou.</translation>
    </message>
    <message>
        <source>The option “Play again after a triangle”</source>
        <translation>Volba „Hrát znovu po trojúhelníku“</translation>
    </message>
    <message>
        <source>By default, each player draws one line per turn, whether it closes a triangle or not. In the New Game window, the option “Play again after a triangle” changes this: a player who closes at least one triangle draws another line straight away. In the example, Player 1 closes a triangle on move 3 and also plays the next move.</source>
        <translation>Ve výchozím nastavení kreslí každý hráč jednu čáru za tah, ať už uzavře trojúhelník, nebo ne. V okně Nová hra to změníte volbou „Hrát znovu po trojúhelníku“: hráč, který uzavře alespoň jeden trojúhelník, hned kreslí další čáru. V příkladu hráč 1 uzavře trojúhelník ve 3. tahu a hraje i v následujícím.</translation>
    </message>
    <message>
        <source>Player 1 closes a triangle on move 3 and draws the next line too.</source>
        <translation>Hráč 1 uzavře trojúhelník ve 3. tahu a nakreslí i další čáru.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>The game ends as soon as no triangle can be closed and counted any more: a line that could still be drawn would score nothing. The player who closed the most triangles wins. Against the computer, the final screen shows “You won!” or “You lost!”; in a two-player game it shows the winner&apos;s name.</source>
        <translation>Hra končí, jakmile už nelze uzavřít a započítat žádný trojúhelník: případná další čára by už nic nepřinesla. Vyhrává hráč, který uzavřel nejvíce trojúhelníků. Proti počítači se na závěrečné obrazovce zobrazí „Vyhráli jste!“ nebo „Prohráli jste!“; ve hře dvou hráčů se zobrazí jméno vítěze.</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>With the same number of triangles, the final screen shows “Draw!”. Against the computer, a draw counts neither as a win nor as a loss in the statistics. The example below ends in a draw.</source>
        <translation>Při stejném počtu trojúhelníků se na závěrečné obrazovce zobrazí „Remíza!“. Proti počítači se remíza ve statistikách nepočítá ani jako výhra, ani jako prohra. Příklad níže končí remízou.</translation>
    </message>
    <message>
        <source>Each player closes two triangles: the game ends in a draw.</source>
        <translation>Každý hráč uzavře dva trojúhelníky: hra končí remízou.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Pravidla hry Triangles</translation>
    </message>
    <message>
        <source>This example cannot be shown: the rules variant {0} failed or is not responding.</source>
        <translation>Tento příklad nelze zobrazit: varianta pravidel {0} selhala nebo neodpovídá.</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s tips again</source>
        <translation>Znovu rady pro začátečníky</translation>
    </message>
    <message>
        <source>Example: {0}</source>
        <translation>Příklad: {0}</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Příklad</translation>
    </message>
</context>
<context>
    <name>SelfCheck</name>
    <message>
        <source>Computer 1</source>
        <extracomment>The computer players&apos; think budget is scaled down: the check is about the window, not strength. The picture format each screenshot name ending asks for; a name without one is a PNG. How Qt&apos;s headless platforms begin their note on each window feature they lack (&quot;This plugin does not support propagateSizeHints()&quot;): about the screen, not the game. How long past --timeout the watchdog waits before it ends a check that stopped answering. Tries at removing the check&apos;s folder when it ends at once: a thread of the game (the autosave) may be writing a file into it at that moment.</extracomment>
        <translation>Počítač 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Počítač 2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Zvuk</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s &amp;tips</source>
        <translation>Zobrazovat &amp;rady pro začátečníky</translation>
    </message>
    <message>
        <source>Shade &amp;invalid triangles</source>
        <translation>Stínovat &amp;neplatné trojúhelníky</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{0} %</source>
        <comment>a share in percent</comment>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>a computer level, then the rules variant</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0}, with hints</source>
        <translation>{0}, s nápovědou</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <source>Forget all results against the computer?</source>
        <translation>Zapomenout všechny výsledky proti počítači?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Úroveň</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <source>Wins among games won or lost; draws count as neither.</source>
        <translation>Výhry mezi vyhranými a prohranými hrami; remízy se nepočítají.</translation>
    </message>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Zatím žádné hry proti počítači.</translation>
    </message>
    <message>
        <source>Results against each level</source>
        <translation>Výsledky proti každé úrovni</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Vynulovat</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (what stood in place of the file is kept as {0}).</source>
        <translation>Vaše statistiky nešlo načíst, proto začínají znovu od nuly (to, co bylo místo souboru, je uloženo jako {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (what stood in place of the file is kept as {0}).</source>
        <translation>Vaše nastavení nešlo načíst, proto se použijí výchozí hodnoty (to, co bylo místo souboru, je uloženo jako {0}).</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <translation>Vaše statistiky nešlo načíst, proto začínají znovu od nuly (poškozený soubor je uložen jako {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>Vaše nastavení nešlo načíst, proto se použijí výchozí hodnoty (poškozený soubor je uložen jako {0}).</translation>
    </message>
    <message>
        <source>Your statistics cannot be read or saved in {0}, so they start from zero for now; nothing there was moved or changed.</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>Vaše statistiky nelze načíst ani uložit v {0}, proto zatím začínají od nuly; nic tam nebylo přesunuto ani změněno.</translation>
    </message>
    <message>
        <source>Your settings cannot be read or saved in {0}, so the defaults are used for now; nothing there was moved or changed.</source>
        <translation>Vaše nastavení nelze načíst ani uložit v {0}, proto se zatím použijí výchozí hodnoty; nic tam nebylo přesunuto ani změněno.</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Below this width (a phone) the editor stacks its panes instead of setting them side by side, and below the width the three panes need in the language shown (`_wide_width`). The narrowest the preview gets beside the theme list and a whole form. From this height on, the one-page (phone) layout keeps the preview in view above the page. From this width on, a window wider than tall sets the one page beside the preview (a phone on its side, a tablet at 200 %): two phone-wide columns. Slider steps of each number key (the range comes from the schema). A user theme was saved (old == new), renamed, or deleted (new == &quot;&quot;): (old, new) names.</extracomment>
        <translation>Motivy</translation>
    </message>
    <message>
        <source>Save as new…</source>
        <translation>Uložit jako nový…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Přejmenovat…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importovat…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportovat…</translation>
    </message>
    <message>
        <source>Use this theme</source>
        <translation>Použít tento motiv</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>A player&apos;s values that follow the one colour (the pattern only if it had the player&apos;s hue).</extracomment>
        <translation>Hráč 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Hráč 2</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Čáry</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Hvězdy</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Pozadí</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Odezva</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Trojúhelníky</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Vzor</translation>
    </message>
    <message>
        <source>Pattern colour</source>
        <translation>Barva vzoru</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Tloušťka</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>Glow</source>
        <translation>Záře</translation>
    </message>
    <message>
        <source>Glow colour</source>
        <translation>Barva záře</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Nahoře</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Dole</translation>
    </message>
    <message>
        <source>Distant stars</source>
        <translation>Vzdálené hvězdy</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Kolik</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Zvýraznění</translation>
    </message>
    <message>
        <source>Refused segment</source>
        <translation>Odmítnutá čára</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panely</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Písmo</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Velikost textu</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádný</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Šrafy</translation>
    </message>
    <message>
        <source>Lines, other way</source>
        <translation>Šrafy opačně</translation>
    </message>
    <message>
        <source>Crossed lines</source>
        <translation>Křížové šrafy</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Tečky</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zobrazit</translation>
    </message>
    <message>
        <source>Fine control: segments, triangles and pattern apart</source>
        <translation>Podrobně: čáry, trojúhelníky a vzor zvlášť</translation>
    </message>
    <message>
        <source>System font</source>
        <translation>Systémové písmo</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Náhled motivu</translation>
    </message>
    <message>
        <source>{0} (cannot be used)</source>
        <translation>{0} (nelze použít)</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Zahodit změny</translation>
    </message>
    <message>
        <source>Discard the changes to “{0}”?</source>
        <translation>Zahodit změny motivu „{0}“?</translation>
    </message>
    <message>
        <source>Your theme, saved in {0}.</source>
        <translation>Váš motiv, uložený v {0}.</translation>
    </message>
    <message>
        <source>A theme of the plugin package {0}: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Motiv z balíčku zásuvných modulů {0}: „Uložit jako nový…“ uchová vaše změny jako vlastní motiv.</translation>
    </message>
    <message>
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Vestavěný motiv: „Uložit jako nový…“ uchová vaše změny jako vlastní motiv.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Neuložené změny.</translation>
    </message>
    <message>
        <source>The game is in this theme.</source>
        <translation>Hra používá tento motiv.</translation>
    </message>
    <message>
        <source>⚠ Player 1 and Player 2 look almost the same: nobody could tell whose lines are whose.</source>
        <translation>⚠ Hráč 1 a hráč 2 vypadají skoro stejně: nikdo by nepoznal, čí jsou které čáry.</translation>
    </message>
    <message>
        <source>⚠ Player 1&apos;s lines hardly show on the background.</source>
        <translation>⚠ Čáry hráče 1 na pozadí skoro nejsou vidět.</translation>
    </message>
    <message>
        <source>⚠ Player 2&apos;s lines hardly show on the background.</source>
        <translation>⚠ Čáry hráče 2 na pozadí skoro nejsou vidět.</translation>
    </message>
    <message>
        <source>⚠ The stars hardly show on the background.</source>
        <translation>⚠ Hvězdy na pozadí skoro nejsou vidět.</translation>
    </message>
    <message>
        <source>Save as new theme</source>
        <translation>Uložit jako nový motiv</translation>
    </message>
    <message>
        <source>Title of the new theme:</source>
        <translation>Název nového motivu:</translation>
    </message>
    <message>
        <source>My {0}</source>
        <translation>Můj {0}</translation>
    </message>
    <message>
        <source>Rename theme</source>
        <translation>Přejmenovat motiv</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Nový název:</translation>
    </message>
    <message>
        <source>“{0}” is the theme in use. Delete it? The game will switch to Nebula.</source>
        <translation>„{0}“ je používaný motiv. Smazat jej? Hra přejde na motiv Mlhovina.</translation>
    </message>
    <message>
        <source>Delete theme</source>
        <translation>Smazat motiv</translation>
    </message>
    <message>
        <source>Imported “{0}”; some of its values could not be used as written:</source>
        <translation>Motiv „{0}“ byl importován; některé jeho hodnoty nešlo použít tak, jak jsou zapsány:</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>Smazat motiv „{0}“?</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>{0} nelze zapsat: {1}</translation>
    </message>
    <message>
        <source>Exported “{0}” to {1}.</source>
        <translation>Motiv „{0}“ byl exportován do {1}.</translation>
    </message>
    <message>
        <source>Close without saving the changes to “{0}”?</source>
        <translation>Zavřít bez uložení změn motivu „{0}“?</translation>
    </message>
    <message>
        <source>Import theme</source>
        <translation>Importovat motiv</translation>
    </message>
    <message>
        <source>There is already a theme called “{0}”.</source>
        <translation>Motiv „{0}“ už existuje.</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Nahradit</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Ponechat oba</translation>
    </message>
    <message>
        <source>Theme files (*{0})</source>
        <translation>Soubory motivů (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Exportovat motiv</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <source>Standard</source>
        <translation>Standardní</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodný</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Náhodný</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Hrát znovu po trojúhelníku</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another line at once.</source>
        <translation>Hráč, který uzavře alespoň jeden trojúhelník, hned kreslí další čáru.</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Navrhnout tah</translation>
    </message>
    <message>
        <source>How often each player may ask the computer for a good line in this game.</source>
        <translation>Kolikrát smí každý hráč v této hře požádat počítač o dobrou čáru.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nikdy</translation>
    </message>
    <message>
        <source>3 times</source>
        <translation>3krát</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Bez omezení</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Game mode</source>
        <extracomment>&quot;Suggest move&quot; uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Herní režim</translation>
    </message>
    <message>
        <source>The players&apos; help, not the computer&apos;s level: Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>Pomoc hráčům, ne úroveň počítače: Začátečník zobrazuje rady krok za krokem; Začátečník a Normální dovolují 3 navržené tahy na hráče; Expert žádný.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Nejmenší bodovaný trojúhelník (podíl průměrného trojúhelníku)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board&apos;s average triangle does not score.</source>
        <translation>Trojúhelník menší než tento podíl průměrného trojúhelníku plochy se nepočítá.</translation>
    </message>
    <message>
        <source>Narrowest angle of a triangle that scores (degrees)</source>
        <translation>Nejužší úhel bodovaného trojúhelníku (stupně)</translation>
    </message>
    <message>
        <source>A triangle with a narrower corner than this does not score.</source>
        <translation>Trojúhelník s užším úhlem se nepočítá.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Classic</source>
        <translation>Klasická</translation>
    </message>
    <message>
        <source>Dice and hints</source>
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game&apos;s.</extracomment>
        <translation>Kostka a rady</translation>
    </message>
    <message>
        <source>The last line can only be drawn with exactly 1 line left in the turn.</source>
        <translation>Poslední čáru lze nakreslit, jen když v tahu zbývá přesně 1 čára.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Tento trojúhelník by obklopil už získaný trojúhelník.</translation>
    </message>
    <message>
        <source>This triangle is too small to count.</source>
        <extracomment>`Game.unscored_reason` keys (rules 8 and 10): why a closed triangle does not count.</extracomment>
        <translation>Tento trojúhelník je příliš malý, aby se počítal.</translation>
    </message>
    <message>
        <source>This triangle is too narrow to count.</source>
        <translation>Tento trojúhelník je příliš úzký, aby se počítal.</translation>
    </message>
    <message>
        <source>No valid triangle can be built any more.</source>
        <extracomment>Outcome reasons: {0} is the loser, {1} the winner.</extracomment>
        <translation>Už nelze postavit žádný platný trojúhelník.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: {1} wins.</source>
        <translation>Hráči {0} zbývala víc než 1 čára, když zbývala jen poslední čára, a neměl žádný jiný užitečný tah: vítězí {1}.</translation>
    </message>
    <message>
        <source>You had more than 1 line left with only the last line to draw, and no other useful move: you lose.</source>
        <translation>Zbývala vám víc než 1 čára, když zbývala jen poslední čára, a neměli jste žádný jiný užitečný tah: prohráli jste.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: you win.</source>
        <translation>Hráči {0} zbývala víc než 1 čára, když zbývala jen poslední čára, a neměl žádný jiný užitečný tah: vyhráli jste.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle {1} conquered: {0} can build no more triangles, and {1} wins.</source>
        <translation>Každá užitečná čára, která hráči {0} zbývá, by obklopila trojúhelník získaný hráčem {1}: {0} už nemůže vytvořit žádný trojúhelník a vítězí {1}.</translation>
    </message>
    <message>
        <source>Every useful line left to you would enclose a triangle {1} conquered: you can build no more triangles, and you lose.</source>
        <translation>Každá užitečná čára, která vám zbývá, by obklopila trojúhelník získaný hráčem {1}: už nemůžete vytvořit žádný trojúhelník a prohráli jste.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle you conquered: {0} can build no more triangles, and you win.</source>
        <translation>Každá užitečná čára, která hráči {0} zbývá, by obklopila trojúhelník, který jste získali: {0} už nemůže vytvořit žádný trojúhelník a vyhráli jste.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a line: the score decides.</source>
        <translation>Oba hráči nechali uplynout celý tah bez nakreslené čáry: rozhoduje skóre.</translation>
    </message>
    <message>
        <source>You rolled {0}: that is how many lines you may draw this turn, one star then another. Pass turn gives up the rest.</source>
        <extracomment>Beginner&apos;s tips (tips.TIP_KEYS): {0} is the roll, {1} the segments left in the turn.</extracomment>
        <translation>Hodili jste {0}: tolik čar smíte v tomto tahu nakreslit, vždy od jedné hvězdy k druhé. „Předat tah“ se zbytku vzdá.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Dvě strany trojúhelníku jsou nakreslené: nakreslete třetí a získáte ho.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Lines left: {1}.</source>
        <translation>Nakreslete stranu trojúhelníku, který dokončíte později, a nenechávejte soupeři trojúhelník se dvěma nakreslenými stranami. Zbývá čar: {1}.</translation>
    </message>
    <message>
        <source>Only the last line is left: it can be drawn only with exactly 1 line left in your turn. Draw other lines first, or pass.</source>
        <translation>Zbývá jen poslední čára: lze ji nakreslit, jen když vám v tahu zbývá právě 1 čára. Nejdřív nakreslete jiné čáry, nebo tah předejte.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good line (3 times a game for each player).</source>
        <translation>Nevíte si rady? „Navrhnout tah“ ukáže dobrou čáru (každý hráč 3krát za hru).</translation>
    </message>
    <message>
        <source>Nothing useful is left to draw this turn without losing at once: Pass turn hands the turn over.</source>
        <translation>V tomto tahu už nezbývá nic užitečného, co by šlo nakreslit bez okamžité prohry: „Předat tah“ předá tah soupeři.</translation>
    </message>
    <message>
        <source>The dice variant</source>
        <translation>Varianta s kostkou</translation>
    </message>
    <message>
        <source>Choose the rules “Dice and hints” in the New Game window to play with a die. The goal stays the same: capture more triangles than your opponent. Everything not said below is as in the classic rules.</source>
        <translation>Chcete-li hrát s kostkou, zvolte v okně Nová hra pravidla „Kostka a rady“. Cíl zůstává stejný: získat víc trojúhelníků než soupeř. Vše, co není uvedeno níže, platí jako v klasických pravidlech.</translation>
    </message>
    <message>
        <source>1. The stars are scattered at random on the board and change place with every new game.</source>
        <translation>1. Hvězdy jsou na hrací ploše rozmístěny náhodně a v každé nové hře mění místo.</translation>
    </message>
    <message>
        <source>2. Players take turns rolling the die.</source>
        <translation>2. Hráči se střídají v hodu kostkou.</translation>
    </message>
    <message>
        <source>3. The number rolled is how many lines the player draws in that turn. Closing a triangle does not give extra lines.</source>
        <translation>3. Hozené číslo udává, kolik čar hráč v daném tahu nakreslí. Uzavření trojúhelníku nepřidává další čáry.</translation>
    </message>
    <message>
        <source>4. To draw a line, select a star and then a second star.</source>
        <translation>4. Čáru nakreslíte tak, že vyberete hvězdu a pak druhou hvězdu.</translation>
    </message>
    <message>
        <source>5. A line may not cross the lines already drawn.</source>
        <translation>5. Čára nesmí křížit už nakreslené čáry.</translation>
    </message>
    <message>
        <source>6. A line may not pass over another star of the board.</source>
        <translation>6. Čára nesmí vést přes jinou hvězdu na hrací ploše.</translation>
    </message>
    <message>
        <source>7. A line already drawn cannot be drawn again, and the same two stars cannot be joined twice.</source>
        <translation>7. Už nakreslenou čáru nelze nakreslit znovu a tytéž dvě hvězdy nelze spojit podruhé.</translation>
    </message>
    <message>
        <source>8. A triangle is valid only if it is large enough to be clearly visible and no other star is left inside it.</source>
        <translation>8. Trojúhelník je platný, jen když je dost velký, aby byl dobře vidět, a uvnitř nezůstala žádná jiná hvězda.</translation>
    </message>
    <message>
        <source>9. A triangle already captured is protected: the opponent may not make a new triangle that encloses it. Such a line stays refused to that player for the rest of the game; a line refused to both players can never be drawn, so a triangle that needs it can no longer be built.</source>
        <translation>9. Už získaný trojúhelník je chráněný: soupeř nesmí vytvořit nový trojúhelník, který by ho obklopoval. Taková čára zůstává tomuto hráči zakázaná až do konce hry; čáru zakázanou oběma hráčům nelze nikdy nakreslit, a trojúhelník, který ji potřebuje, už nejde vytvořit.</translation>
    </message>
    <message>
        <source>10. Tiny or very narrow triangles are not valid and score no points.</source>
        <translation>10. Drobné nebo velmi úzké trojúhelníky nejsou platné a body nepřinášejí.</translation>
    </message>
    <message>
        <source>11. When you close a valid triangle you score 1 point at once and your avatar appears in it. That point stays yours until the end of the game.</source>
        <translation>11. Když uzavřete platný trojúhelník, hned získáte 1 bod a objeví se v něm váš avatar. Ten bod vám zůstane až do konce hry.</translation>
    </message>
    <message>
        <source>12. The exact count applies only at the very end of the game: when a single useful line is left (one that can still close a triangle), only a player with exactly 1 line left in the turn may draw it. With more lines left, draw lines that leave it open, or pass.</source>
        <translation>12. Přesný počet platí jen na úplném konci hry: když zbývá jediná užitečná čára (taková, která ještě může uzavřít trojúhelník), smí ji nakreslit jen hráč, kterému v tahu zbývá přesně 1 čára. Pokud vám jich zbývá víc, kreslete čáry, které ji nechají otevřenou, nebo předejte tah.</translation>
    </message>
    <message>
        <source>13. In Beginner and Normal mode each player may use “Suggest move” at most 3 times per game. A suggestion may show a line that closes a triangle at once or one that prepares a later triangle.</source>
        <translation>13. V režimech Začátečník a Normální smí každý hráč použít „Navrhnout tah“ nanejvýš třikrát za hru. Návrh může ukázat čáru, která hned uzavře trojúhelník, nebo čáru, která připraví pozdější trojúhelník.</translation>
    </message>
    <message>
        <source>14. In Expert mode, suggestions are not available.</source>
        <translation>14. V režimu Expert nejsou návrhy k dispozici.</translation>
    </message>
    <message>
        <source>15. With “Pass turn” you give up the rest of your lines and hand the turn to your opponent straight away.</source>
        <translation>15. Tlačítkem „Předat tah“ se vzdáte zbývajících čar a tah hned přenecháte soupeři.</translation>
    </message>
    <message>
        <source>16. If the game finds that a player has no useful move left, the game ends at once and the opponent wins: the player to move, or a player whose every useful line is refused to them for good (rule 9).</source>
        <translation>16. Pokud hra zjistí, že hráč už nemá žádný užitečný tah, hra okamžitě končí a vyhrává soupeř: hráč na tahu, nebo hráč, kterému je každá zbývající užitečná čára natrvalo zakázaná (pravidlo 9).</translation>
    </message>
    <message>
        <source>17. The game also ends when no new valid triangle can be built any more, even if useless lines could still be drawn, and when both players let a whole turn go by without drawing. The player with more triangles wins.</source>
        <translation>17. Hra končí také tehdy, když už nelze vytvořit žádný nový platný trojúhelník, i když by se ještě daly nakreslit zbytečné čáry, a když oba hráči nechají uplynout celý tah, aniž by něco nakreslili. Vyhrává hráč s více trojúhelníky.</translation>
    </message>
    <message>
        <source>The exact count: an example</source>
        <translation>Přesný počet: příklad</translation>
    </message>
    <message>
        <source>Here only the triangle ABC is valid. Player 1 rolls 2 and draws A–B and A–C. Player 2 rolls 3: B–C is the last useful line, and with 3 lines left it is refused. Player 2 first draws D–E and C–E, which leave it open; with exactly 1 line left, B–C closes ABC. No valid triangle is left: the game ends and Player 2 wins 1 to 0. Without D and E, Player 2 would have had no useful move and would have lost at once (rule 16).</source>
        <translation>Platný je tu jen trojúhelník ABC. Hráč 1 hodí 2 a nakreslí A–B a A–C. Hráč 2 hodí 3: B–C je poslední užitečná čára a se 3 zbývajícími čarami je odmítnuta. Hráč 2 nejdřív nakreslí D–E a C–E, které ji nechají otevřenou; když mu zbývá přesně 1 čára, B–C uzavře ABC. Nezbývá žádný platný trojúhelník: hra končí a hráč 2 vyhrává 1 : 0. Bez D a E by hráč 2 neměl žádný užitečný tah a hned by prohrál (pravidlo 16).</translation>
    </message>
    <message>
        <source>Player 2 rolled 3: B–C (dashed) is refused with 3 lines left, then closes ABC as the last line of the turn.</source>
        <translation>Hráč 2 hodil 3: B–C (čárkovaně) je se 3 zbývajícími čarami odmítnuta a pak uzavře ABC jako poslední čára tahu.</translation>
    </message>
    <message>
        <source>Beginner mode (dice variant)</source>
        <translation>Režim pro začátečníky (varianta s kostkou)</translation>
    </message>
    <message>
        <source>In the dice variant, the Beginner difficulty shows step-by-step tips during the game. You can close them at any time with “I understand how to play”. The classic rules have no tips; the computer&apos;s level is chosen separately.</source>
        <translation>Ve variantě s kostkou ukazuje obtížnost Začátečník během hry rady krok za krokem. Kdykoli je můžete zavřít tlačítkem „Už vím, jak se hraje“. Klasická pravidla rady nemají; úroveň počítače se volí zvlášť.</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>Nebula</source>
        <translation>Mlhovina</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Denní světlo</translation>
    </message>
    <message>
        <source>Colour-safe</source>
        <translation>Pro barvoslepé</translation>
    </message>
    <message>
        <source>Blackboard</source>
        <translation>Tabule</translation>
    </message>
</context>
</TS>
