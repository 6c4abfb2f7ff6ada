<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Δεν είναι δυνατό το άνοιγμα του {0}: {1}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Παίκτης υπολογιστή</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Θέμα</translation>
    </message>
    <message>
        <source>your theme</source>
        <translation>το θέμα σας</translation>
    </message>
    <message>
        <source>About Triangles</source>
        <translation>Σχετικά με το Triangles</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Έκδοση {0}</translation>
    </message>
    <message>
        <source>Free software under the {0} licence: use, copy, change and share it.</source>
        <translation>Ελεύθερο λογισμικό με την άδεια {0}: μπορείτε να το χρησιμοποιείτε, να το αντιγράφετε, να το αλλάζετε και να το μοιράζεστε.</translation>
    </message>
    <message>
        <source>Plugins in use</source>
        <translation>Πρόσθετα σε χρήση</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Φάκελος δεδομένων</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Άνοιγμα φακέλου δεδομένων</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Κανόνες…</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Ταμπλό</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>πάνω αριστερά</translation>
    </message>
    <message>
        <source>top</source>
        <translation>πάνω</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>πάνω δεξιά</translation>
    </message>
    <message>
        <source>left</source>
        <translation>αριστερά</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>στο κέντρο</translation>
    </message>
    <message>
        <source>right</source>
        <translation>δεξιά</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>κάτω αριστερά</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>κάτω</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>κάτω δεξιά</translation>
    </message>
    <message>
        <source>; no line can be drawn from star {0} to it</source>
        <translation>· δεν μπορεί να τραβηχτεί γραμμή από το αστέρι {0} ως εδώ</translation>
    </message>
    <message numerus="yes">
        <source>; Enter draws the line from star {0}, closing %n triangle(s)</source>
        <translation>
            <numerusform>· το Enter τραβά τη γραμμή από το αστέρι {0} και κλείνει %n τρίγωνο</numerusform>
            <numerusform>· το Enter τραβά τη γραμμή από το αστέρι {0} και κλείνει %n τρίγωνα</numerusform>
        </translation>
    </message>
    <message>
        <source>; no line can be drawn from it</source>
        <translation>· δεν μπορεί να τραβηχτεί γραμμή από αυτό</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: move to the other end of the line</source>
        <translation>Αστέρι {0}, {1}, επιλεγμένο: πηγαίνετε στην άλλη άκρη της γραμμής</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked, but no line can be drawn from it</source>
        <translation>Αστέρι {0}, {1}, επιλεγμένο, αλλά δεν μπορεί να τραβηχτεί γραμμή από αυτό</translation>
    </message>
    <message numerus="yes">
        <source>Star {0}, {1}, picked: a line can go to %n stars</source>
        <translation>
            <numerusform>Αστέρι {0}, {1}, επιλεγμένο· η γραμμή μπορεί να πάει σε %n αστέρι</numerusform>
            <numerusform>Αστέρι {0}, {1}, επιλεγμένο· η γραμμή μπορεί να πάει σε %n αστέρια</numerusform>
        </translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: a line can go to {2}</source>
        <translation>Αστέρι {0}, {1}, επιλεγμένο· η γραμμή μπορεί να καταλήξει σε: {2}</translation>
    </message>
    <message>
        <source>No line can be drawn now</source>
        <translation>Δεν μπορεί να τραβηχτεί γραμμή τώρα</translation>
    </message>
    <message>
        <source>No line can be drawn from star {0}</source>
        <translation>Δεν μπορεί να τραβηχτεί γραμμή από το αστέρι {0}</translation>
    </message>
    <message>
        <source>No line can be drawn</source>
        <translation>Δεν μπορεί να τραβηχτεί καμία γραμμή</translation>
    </message>
    <message>
        <source>Star {0}, {1}, lines to {2}</source>
        <translation>Αστέρι {0}, {1}, γραμμές προς {2}</translation>
    </message>
    <message>
        <source>No star further that way</source>
        <extracomment>The board is shown a quarter turned when that fits it at least this much larger: a board made for a landscape window shown in a portrait one (a tablet turned, a game opened on a phone), or one made upright opened on a laptop (an upright tablet&apos;s 4:5 board gains 24 % at 1280 x 800). Below this the gain is not worth the board looking different from how it was played. A picked star&apos;s possible ends are read out one by one up to this many, else counted. The lines the person may draw now, as rows of two stars, and how many triangles each closes (the rules&apos; answer, set by the window after every action: `set_open_lines`); None while it is not a person&apos;s turn. Why nothing can be drawn now, said when a key asks to (&quot;Computer is thinking&quot;, &quot;Game over&quot;; set by the window).</extracomment>
        <translation>Δεν υπάρχει άλλο αστέρι προς τα εκεί</translation>
    </message>
    <message>
        <source>Arrow keys move between the stars, Page Down and Page Up to the stars a line can be drawn to; Enter or Space picks a star, then the other end of the line.</source>
        <translation>Τα βέλη μετακινούνται ανάμεσα στα αστέρια, τα Page Down και Page Up στα αστέρια όπου μπορεί να φτάσει μια γραμμή· το Enter ή το Διάστημα επιλέγει ένα αστέρι και μετά την άλλη άκρη της γραμμής.</translation>
    </message>
    <message>
        <source>Star {0}, {1}, no lines</source>
        <translation>Αστέρι {0}, {1}, χωρίς γραμμές</translation>
    </message>
    <message>
        <source>; the line from star {0} is already drawn</source>
        <translation>· η γραμμή από το αστέρι {0} έχει ήδη τραβηχτεί</translation>
    </message>
    <message>
        <source>; Enter draws the line from star {0}</source>
        <translation>· το Enter τραβά τη γραμμή από το αστέρι {0}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The computer player {0}; a simple move was played instead.</source>
        <translation>Ο υπολογιστής είχε πρόβλημα ({0})· παίχτηκε στη θέση του μια απλή κίνηση.</translation>
    </message>
    <message>
        <source>The computer player {0} failed ({1}); a simple built-in player plays for it in this game.</source>
        <translation>Ο παίκτης υπολογιστή {0} απέτυχε ({1})· σε αυτό το παιχνίδι παίζει στη θέση του ένας απλός ενσωματωμένος παίκτης.</translation>
    </message>
    <message>
        <source>The rules variant {0} failed ({1}); this game goes on with the basic rules.</source>
        <translation>Η παραλλαγή κανόνων {0} απέτυχε ({1})· το παιχνίδι συνεχίζεται με τους βασικούς κανόνες.</translation>
    </message>
    <message>
        <source>No triangle can be closed any more.</source>
        <translation>Δεν μπορεί πια να κλείσει κανένα τρίγωνο.</translation>
    </message>
    <message>
        <source>No suggestion is available now.</source>
        <translation>Δεν υπάρχει διαθέσιμη πρόταση αυτή τη στιγμή.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner&apos;s tips. The roll animation: this many random faces, this far apart, then the real one. The turn budget before the latest action, and the lines a computer drew in its turn. Mouse events that the overlay hands on to the board. Below this width (a phone) the tip&apos;s button goes under the tip, which keeps the width.</extracomment>
        <translation>Κατάλαβα πώς παίζεται</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many lines may be drawn</source>
        <translation>Το ζάρι αυτού του γύρου: πόσες γραμμές μπορούν να τραβηχτούν</translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1}, drew %n line(s) and passed.</source>
        <translation>
            <numerusform>{0}: ζάρι {1}, σχεδίασε %n γραμμή και πέρασε.</numerusform>
            <numerusform>{0}: ζάρι {1}, σχεδίασε %n γραμμές και πέρασε.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1} and drew %n line(s).</source>
        <translation>
            <numerusform>{0}: ζάρι {1}, σχεδίασε %n γραμμή.</numerusform>
            <numerusform>{0}: ζάρι {1}, σχεδίασε %n γραμμές.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left</source>
        <translation>
            <numerusform>Απομένει %n γραμμή</numerusform>
            <numerusform>Απομένουν %n γραμμές</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Υπόλοιπες προτάσεις: {0}</translation>
    </message>
    <message>
        <source>The die is rolling</source>
        <translation>Το ζάρι κυλάει</translation>
    </message>
    <message>
        <source>Die: {0}</source>
        <translation>Ζάρι: {0}</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <extracomment>How long a new card ignores presses and touches: a finger tapping stars through the last move would otherwise hit the card&apos;s buttons as it appears under it.</extracomment>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Ανάλυση αυτού του παιχνιδιού</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Follow the system</source>
        <translation>Όπως το σύστημα</translation>
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
        <translation>&amp;Νέο παιχνίδι…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ά&amp;νοιγμα…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Α&amp;ναίρεση</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Προσαρμογή &amp;ταμπλό</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Πλήρης &amp;οθόνη</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Ρυθμίσεις…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Στατιστικά…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Κανόνες…</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>Π&amp;ρόσθετα…</translation>
    </message>
    <message>
        <source>T&amp;hemes…</source>
        <translation>&amp;Θέματα…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Αναίρεση</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Πάσο</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Προσαρμογή</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Μενού</translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation>Αποθήκευση των αλλαγών στο {0};</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves. Without saving, they are lost when the next game takes its place.</source>
        <translation>Το αρχείο του δεν έχει τις τελευταίες κινήσεις. Χωρίς αποθήκευση χάνονται όταν την θέση του πάρει το επόμενο παιχνίδι.</translation>
    </message>
    <message>
        <source>Without saving, it is lost when the next game takes its place.</source>
        <translation>Χωρίς αποθήκευση χάνεται όταν τη θέση του πάρει το επόμενο παιχνίδι.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Συνέχιση παιχνιδιού</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Να συνεχιστεί το ημιτελές παιχνίδι;</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1} stars, %n move(s)</source>
        <translation>
            <numerusform>{0}, {1} αστέρια, %n κίνηση</numerusform>
            <numerusform>{0}, {1} αστέρια, %n κινήσεις</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>Το ημιτελές παιχνίδι δεν μπορεί να συνεχιστεί: {0}</translation>
    </message>
    <message>
        <source>&amp;Pass turn</source>
        <translation>&amp;Πάσο</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Αποθήκευση &amp;ως…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Επα&amp;νάληψη</translation>
    </message>
    <message>
        <source>Suggest &amp;move</source>
        <translation>Πρότεινε &amp;κίνηση</translation>
    </message>
    <message>
        <source>Replay and re&amp;view…</source>
        <translation>Αναπαραγωγή και α&amp;νάλυση…</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>&amp;Γρίφοι…</translation>
    </message>
    <message>
        <source>&amp;About Triangles…</source>
        <translation>Σ&amp;χετικά με το Triangles…</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Πάσο</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Πρότεινε κίνηση</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Πρόταση</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Να αποθηκευτεί το παιχνίδι σε εξέλιξη;</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Χωρίς αποθήκευση</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <source>Theme “{0}”: {1}</source>
        <translation>Θέμα «{0}»: {1}</translation>
    </message>
    <message>
        <source>Your themes folder {0} is a file, not a folder: your own themes are not listed.</source>
        <translation>Ο φάκελος θεμάτων σας {0} είναι αρχείο, όχι φάκελος: τα δικά σας θέματα δεν εμφανίζονται.</translation>
    </message>
    <message>
        <source>The theme “{0}” you chose cannot be found; the game uses {1} until it is back.</source>
        <translation>Το θέμα «{0}» που επιλέξατε δεν βρέθηκε· το παιχνίδι χρησιμοποιεί το {1} μέχρι να επιστρέψει.</translation>
    </message>
    <message>
        <source>Last played {0}</source>
        <translation>Τελευταία κίνηση: {0}</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0} (the file is kept as {1}).</source>
        <translation>Το ημιτελές παιχνίδι δεν μπορεί να συνεχιστεί: {0} (το αρχείο φυλάσσεται ως {1}).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Συνέχιση</translation>
    </message>
    <message>
        <source>Cannot start this game: {0}</source>
        <translation>Αυτό το παιχνίδι δεν μπορεί να ξεκινήσει: {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Δεν είναι δυνατό το άνοιγμα του {0}: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Άνοιγμα παιχνιδιού</translation>
    </message>
    <message>
        <source>Triangles games (*{0})</source>
        <translation>Παιχνίδια Triangles (*{0})</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>Δεν είναι δυνατή η αποθήκευση του {0}: {1}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>παιχνίδι</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Αποθήκευση παιχνιδιού</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved in {0} ({1}); the results of this session are not kept.</source>
        <translation>Τα στατιστικά δεν μπορούν να αποθηκευτούν στο {0} ({1})· τα αποτελέσματα αυτής της συνεδρίας δεν διατηρούνται.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in {0} ({1}); what you change lasts until Triangles is closed.</source>
        <translation>Οι ρυθμίσεις δεν μπορούν να αποθηκευτούν στο {0} ({1})· ό,τι αλλάξετε ισχύει μέχρι να κλείσει το Triangles.</translation>
    </message>
    <message>
        <source>The sounds are off: {0}</source>
        <translation>Οι ήχοι είναι κλειστοί: {0}</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves, and a finished game is not kept for the next start.</source>
        <translation>Το αρχείο του δεν έχει τις τελευταίες κινήσεις, και ένα τελειωμένο παιχνίδι δεν κρατιέται για την επόμενη εκκίνηση.</translation>
    </message>
    <message>
        <source>This game could not be kept for the next start ({0}).</source>
        <translation>Αυτή η παρτίδα δεν μπόρεσε να φυλαχτεί για την επόμενη εκκίνηση ({0}).</translation>
    </message>
    <message>
        <source>Save it somewhere else before quitting?</source>
        <translation>Να αποθηκευτεί κάπου αλλού πριν από την έξοδο;</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Αποθήκευση ως…</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of this game were moved by less than a billionth of the board to the grid the rules use.</source>
        <translation>
            <numerusform>%n αστέρι αυτού του παιχνιδιού μετακινήθηκε λιγότερο από ένα δισεκατομμυριοστό του ταμπλό στο πλέγμα που χρησιμοποιούν οι κανόνες.</numerusform>
            <numerusform>%n αστέρια αυτού του παιχνιδιού μετακινήθηκαν λιγότερο από ένα δισεκατομμυριοστό του ταμπλό στο πλέγμα που χρησιμοποιούν οι κανόνες.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Έξοδος χωρίς αποθήκευση</translation>
    </message>
    <message>
        <source>The line in the way is {0}–{1}.</source>
        <translation>Εμποδίζει η γραμμή {0}–{1}.</translation>
    </message>
    <message>
        <source>The star in the way is {0}.</source>
        <translation>Εμποδίζει το αστέρι {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}–{2}</source>
        <translation>{0}: γραμμή {1}–{2}</translation>
    </message>
    <message>
        <source>You drew {0}–{1}</source>
        <translation>Τραβήξατε {0}–{1}</translation>
    </message>
    <message>
        <source>{0} passed</source>
        <translation>{0}: πάσο</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Κάνατε πάσο</translation>
    </message>
    <message numerus="yes">
        <source>, closing %n triangle(s)</source>
        <translation>
            <numerusform>, κλείνοντας %n τρίγωνο</numerusform>
            <numerusform>, κλείνοντας %n τρίγωνα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n closed outline(s) with stars inside, which score nothing</source>
        <translation>
            <numerusform>· %n κλειστό περίγραμμα με αστέρια μέσα, που δεν μετράει</numerusform>
            <numerusform>· %n κλειστά περιγράμματα με αστέρια μέσα, που δεν μετράνε</numerusform>
        </translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>ένα πάσο</translation>
    </message>
    <message>
        <source>Took back {0}</source>
        <translation>Αναιρέθηκε: {0}</translation>
    </message>
    <message numerus="yes">
        <source>A board of %n star(s)</source>
        <translation>
            <numerusform>Ταμπλό με %n αστέρι</numerusform>
            <numerusform>Ταμπλό με %n αστέρια</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}. {1} {2}, {3} {4}. {5}.</source>
        <translation>{0}. {1} {2}, {3} {4}. {5}.</translation>
    </message>
    <message>
        <source>The rules variant {0} is not responding.</source>
        <translation>Η παραλλαγή κανόνων {0} δεν αποκρίνεται.</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Τέλος παιχνιδιού</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Αναμονή</translation>
    </message>
    <message>
        <source>Ending the game keeps it: it can be opened again later.</source>
        <translation>Αν τερματίσετε το παιχνίδι, φυλάσσεται: μπορείτε να το ανοίξετε ξανά αργότερα.</translation>
    </message>
    <message>
        <source>the rules variant {0} did not answer</source>
        <translation>η παραλλαγή κανόνων {0} δεν απάντησε</translation>
    </message>
    <message>
        <source>The game is kept as {0}.</source>
        <translation>Το παιχνίδι φυλάχτηκε ως {0}.</translation>
    </message>
    <message>
        <source>Suggested move: {0}–{1}</source>
        <translation>Προτεινόμενη κίνηση: {0}–{1}</translation>
    </message>
    <message>
        <source>Cannot continue this game: {0}</source>
        <translation>Δεν είναι δυνατή η συνέχιση αυτής της παρτίδας: {0}</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically ({0}); saving is tried again after every move.</source>
        <translation>Αυτό το παιχνίδι δεν μπορεί να αποθηκευτεί αυτόματα ({0})· η αποθήκευση δοκιμάζεται ξανά μετά από κάθε κίνηση.</translation>
    </message>
    <message>
        <source>Some sound files cannot be used, so only those sounds are off: {0}</source>
        <translation>Ορισμένα αρχεία ήχου δεν μπορούν να χρησιμοποιηθούν, οπότε μόνο αυτοί οι ήχοι είναι απενεργοποιημένοι: {0}</translation>
    </message>
    <message>
        <source>Suggested move: pass your turn.</source>
        <translation>Προτεινόμενη κίνηση: πάσο.</translation>
    </message>
    <message>
        <source>Draw!</source>
        <translation>Ισοπαλία!</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Κερδίσατε!</translation>
    </message>
    <message>
        <source>You lost!</source>
        <translation>Χάσατε!</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Νίκη: {0}!</translation>
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
        <translation>Το παιχνίδι τερματίστηκε</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How long a dialog or popup is given to lay itself out (and a file dialog to list its folder). A modal that does not appear within this long is reported as missing, not waited for.</extracomment>
        <translation>Τέλος παιχνιδιού</translation>
    </message>
    <message>
        <source>Triangle! You play again</source>
        <translation>Τρίγωνο! Παίζετε ξανά</translation>
    </message>
    <message>
        <source>Triangle! {0} plays again</source>
        <translation>Τρίγωνο! {0}: παίζει ξανά</translation>
    </message>
    <message>
        <source>{0} is thinking</source>
        <translation>{0}: σκέφτεται</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Σειρά σας</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Σειρά: {0}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Two players</source>
        <extracomment>The computer seat&apos;s spec when no computer player plugin is installed (the instant player).</extracomment>
        <translation>Δύο παίκτες</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Υπολογιστής: {0}</translation>
    </message>
    <message>
        <source>Player &amp;1</source>
        <translation>Παίκτης &amp;1</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Το ό&amp;νομά σας</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Παίκτης 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Παίκτης 2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Εσείς</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Αντίπαλος</translation>
    </message>
    <message>
        <source>Player &amp;2</source>
        <translation>Παίκτης &amp;2</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Ταμπλό</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Κανόνες</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Θέμα</translation>
    </message>
    <message>
        <source>The computer starts</source>
        <translation>Ξεκινά ο υπολογιστής</translation>
    </message>
    <message>
        <source>The level sets how well the computer plays.</source>
        <translation>Το επίπεδο ορίζει πόσο καλά παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Επιλογές</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Κινητό</translation>
    </message>
    <message>
        <source>Tablet</source>
        <translation>Τάμπλετ</translation>
    </message>
    <message>
        <source>{0}: {1} stars</source>
        <translation>{0}: {1} αστέρια</translation>
    </message>
</context>
<context>
    <name>OsWords</name>
    <message>
        <source>that folder does not exist</source>
        <translation>αυτός ο φάκελος δεν υπάρχει</translation>
    </message>
    <message>
        <source>part of that path is a file, not a folder</source>
        <translation>μέρος αυτής της διαδρομής είναι αρχείο, όχι φάκελος</translation>
    </message>
    <message>
        <source>a folder of that name is already there</source>
        <translation>υπάρχει ήδη φάκελος με αυτό το όνομα</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>δεν έχετε άδεια να γράψετε εκεί</translation>
    </message>
    <message>
        <source>that disk can only be read</source>
        <translation>αυτός ο δίσκος είναι μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ο δίσκος είναι γεμάτος</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>το όνομα είναι πολύ μεγάλο</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>το αρχείο είναι κατεστραμμένο</translation>
    </message>
    <message>
        <source>the file is too large to be a game</source>
        <translation>το αρχείο είναι πολύ μεγάλο για να είναι παιχνίδι</translation>
    </message>
    <message>
        <source>this is not a Triangles game</source>
        <translation>δεν είναι παιχνίδι Triangles</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>το αρχείο είναι κενό</translation>
    </message>
    <message>
        <source>this is not a Triangles game, or it is damaged</source>
        <translation>δεν είναι παιχνίδι Triangles ή είναι κατεστραμμένο</translation>
    </message>
    <message>
        <source>the game was saved in a format this version cannot read (a newer version of Triangles?)</source>
        <translation>το παιχνίδι αποθηκεύτηκε σε μορφή που αυτή η έκδοση δεν μπορεί να διαβάσει (νεότερη έκδοση του Triangles;)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>είναι φάκελος, όχι αρχείο</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe), so it is not read</source>
        <translation>δεν είναι κανονικό αρχείο (είναι συσκευή ή σωλήνωση), οπότε δεν διαβάζεται</translation>
    </message>
    <message>
        <source>the file is not there any more</source>
        <translation>το αρχείο δεν υπάρχει πια</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>το αρχείο δεν μπορεί να διαβαστεί</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message numerus="yes">
        <source>{0}: %n triangle(s)</source>
        <extracomment>Shrunk for a long name beside it, a name keeps this many characters (all of a short one).</extracomment>
        <translation>
            <numerusform>{0}: %n τρίγωνο</numerusform>
            <numerusform>{0}: %n τρίγωνα</numerusform>
        </translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, έχει σειρά</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>What else reproduces the board and its look, written to the record beside the rules&apos; fields: &quot;view&quot; (the fitted scale the game was played at, see ui/board/board_sizes.py) and &quot;cloud&quot; (how the star cloud was made: see engine/stars.py `CloudSpec`). Record fields the window writes about the board; the rules never see them. accepted: (corners, the variant&apos;s reason in words) of each triangle it closed that scores nothing a, b, the reason in words (-1, -1 for a refused pass), the star it passes over (-1), the drawn segment it crosses as its two stars (None) Pause before a computer moves, so the previous segment&apos;s animation is seen. The suggestion on show: asked again before a move, it is shown again, not paid again. What undo took back, the next to play again first; any other action forgets it.</extracomment>
        <translation>Παίκτης 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Παίκτης 2</translation>
    </message>
</context>
<context>
    <name>PluginSwitch</name>
    <message>
        <source>Triangles closed unexpectedly while loading the plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <extracomment>Settings key: {&quot;group:name&quot;: why it is off (English, shown as the plugin&apos;s error)}. What the player is told at the next start, by what the plugin was doing; {0} is its name.</extracomment>
        <translation>Το Triangles έκλεισε απροσδόκητα κατά τη φόρτωση του πρόσθετου {0}, οπότε αυτό απενεργοποιήθηκε. Το παράθυρο Πρόσθετα μπορεί να το ενεργοποιήσει ξανά.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while loading the theme plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Το Triangles έκλεισε απροσδόκητα κατά τη φόρτωση του πρόσθετου θέματος {0}, οπότε αυτό απενεργοποιήθηκε. Το παράθυρο Πρόσθετα μπορεί να το ενεργοποιήσει ξανά.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the rules variant {0} was running, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Το Triangles έκλεισε απροσδόκητα ενώ εκτελούνταν η παραλλαγή κανόνων {0}, οπότε αυτή απενεργοποιήθηκε. Το παράθυρο Πρόσθετα μπορεί να την ενεργοποιήσει ξανά.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the computer player {0} was thinking, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Το Triangles έκλεισε απροσδόκητα ενώ σκεφτόταν ο παίκτης υπολογιστή {0}, οπότε αυτός απενεργοποιήθηκε. Το παράθυρο Πρόσθετα μπορεί να τον ενεργοποιήσει ξανά.</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Installed plugins</source>
        <translation>Εγκατεστημένα πρόσθετα</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Πρόσθετα</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Έκδοση</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Πακέτο</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Πρόσθετο</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Κατάσταση</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Παίκτης υπολογιστή</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Θέμα</translation>
    </message>
    <message>
        <source>Switch on again</source>
        <translation>Ενεργοποίηση ξανά</translation>
    </message>
    <message>
        <source>Loads the selected plugin again from the next start</source>
        <translation>Φορτώνει ξανά το επιλεγμένο πρόσθετο από την επόμενη εκκίνηση</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Σφάλμα: {0}</translation>
    </message>
    <message>
        <source>Switched on again: loaded at the next start</source>
        <translation>Ενεργοποιήθηκε ξανά: θα φορτωθεί στην επόμενη εκκίνηση</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Easy</source>
        <translation>Εύκολο</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Μεσαίο</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Δύσκολο</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <extracomment>Upright, the most of the window&apos;s height the panel under the board takes (it scrolls beyond). Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size.</extracomment>
        <translation>Γρίφοι</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Επίπεδο:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Επίπεδο</translation>
    </message>
    <message>
        <source>Puzzle of the day</source>
        <translation>Γρίφος της ημέρας</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Εμφάνιση λύσης</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ξανά</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>Προηγούμενος γρίφος</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Επόμενος γρίφος</translation>
    </message>
    <message>
        <source>No puzzle could be made here. Try the next one.</source>
        <translation>Δεν ήταν δυνατό να φτιαχτεί γρίφος εδώ. Δοκιμάστε τον επόμενο.</translation>
    </message>
    <message>
        <source>This puzzle takes too long to make. Try the next one.</source>
        <translation>Αυτός ο γρίφος αργεί πολύ να φτιαχτεί. Δοκιμάστε τον επόμενο.</translation>
    </message>
    <message>
        <source>Right, as the answer showed; a puzzle counts as solved only when found without it.</source>
        <translation>Σωστό, όπως έδειξε η λύση· ένας γρίφος μετράει ως λυμένος μόνο όταν βρεθεί χωρίς αυτήν.</translation>
    </message>
    <message>
        <source>Right: that is the best move. It is worth {0} under best play.</source>
        <translation>Σωστά: αυτή είναι η καλύτερη κίνηση. Με το καλύτερο παιχνίδι αξίζει {0}.</translation>
    </message>
    <message>
        <source>Right: that is one of the best moves (the others are dotted). It is worth {0} under best play.</source>
        <translation>Σωστά: αυτή είναι μία από τις καλύτερες κινήσεις (οι άλλες είναι διακεκομμένες). Με το καλύτερο παιχνίδι αξίζει {0}.</translation>
    </message>
    <message>
        <source>Worth: the triangles the player to move ends ahead (+) or behind (−) with best play from here.</source>
        <translation>Αξία: πόσα τρίγωνα μπροστά (+) ή πίσω (−) τελειώνει ο παίκτης που παίζει, με το καλύτερο παιχνίδι από εδώ.</translation>
    </message>
    <message>
        <source>When several lines are equally best, any of them is right.</source>
        <translation>Όταν πολλές γραμμές είναι εξίσου καλύτερες, οποιαδήποτε από αυτές είναι σωστή.</translation>
    </message>
    <message>
        <source>Not the best move. Try again, or show the answer.</source>
        <translation>Δεν είναι η καλύτερη κίνηση. Δοκιμάστε ξανά ή δείτε τη λύση.</translation>
    </message>
    <message>
        <source>The answer is {0}–{1} (dotted): worth {2}, every other line at least one triangle less.</source>
        <translation>Η λύση είναι {0}–{1} (διακεκομμένη): αξίζει {2}, κάθε άλλη γραμμή τουλάχιστον ένα τρίγωνο λιγότερο.</translation>
    </message>
    <message>
        <source>The answers are {0} (dotted): any of them is right, each worth {1}; every other line is worth at least one triangle less.</source>
        <translation>Οι λύσεις είναι {0} (διακεκομμένες): οποιαδήποτε από αυτές είναι σωστή, η καθεμία αξίζει {1}· κάθε άλλη γραμμή αξίζει τουλάχιστον ένα τρίγωνο λιγότερο.</translation>
    </message>
    <message>
        <source>Puzzle of the day, {0} ({1})</source>
        <translation>Γρίφος της ημέρας, {0} ({1})</translation>
    </message>
    <message>
        <source>{0} puzzle {1}</source>
        <translation>Γρίφος {1} ({0})</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>Ο γρίφος φτιάχνεται…</translation>
    </message>
    <message>
        <source>Player {0} to move: find the best line.</source>
        <translation>Παίζει ο παίκτης {0}: βρείτε την καλύτερη γραμμή.</translation>
    </message>
    <message>
        <source>Rules: play again after a triangle.</source>
        <translation>Κανόνες: παίζεις ξανά μετά από τρίγωνο.</translation>
    </message>
    <message>
        <source>Rules: the turn passes after a triangle.</source>
        <translation>Κανόνες: η σειρά περνά στον άλλο μετά από τρίγωνο.</translation>
    </message>
    <message>
        <source>Solved: {0}; puzzles of the day: {1}</source>
        <translation>Λύθηκαν: {0}· γρίφοι της ημέρας: {1}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Φάκελος</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Μονάδα δίσκου</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Αρχείο</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Επιλογή όλων</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Αύξηση</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Μείωση</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <source>Select Color</source>
        <extracomment>The texts of Qt&apos;s colour picker (the theme editor&apos;s, Qt&apos;s own on every system) and of the context menus of a text field and a number box, for the same reason.</extracomment>
        <translation>Επιλογή χρώματος</translation>
    </message>
    <message>
        <source>Hu&amp;e:</source>
        <translation>&amp;Απόχρωση:</translation>
    </message>
    <message>
        <source>&amp;Sat:</source>
        <translation>&amp;Κορεσμός:</translation>
    </message>
    <message>
        <source>&amp;Val:</source>
        <translation>&amp;Τιμή:</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Κόκκινο:</translation>
    </message>
    <message>
        <source>&amp;Green:</source>
        <translation>&amp;Πράσινο:</translation>
    </message>
    <message>
        <source>Bl&amp;ue:</source>
        <translation>&amp;Μπλε:</translation>
    </message>
    <message>
        <source>A&amp;lpha channel:</source>
        <translation>Κανάλι ά&amp;λφα:</translation>
    </message>
    <message>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
    <message>
        <source>&amp;Basic colors</source>
        <translation>&amp;Βασικά χρώματα</translation>
    </message>
    <message>
        <source>&amp;Custom colors</source>
        <translation>&amp;Προσαρμοσμένα χρώματα</translation>
    </message>
    <message>
        <source>&amp;Add to Custom Colors</source>
        <translation>Προσ&amp;θήκη στα προσαρμοσμένα χρώματα</translation>
    </message>
    <message>
        <source>&amp;Pick Screen Color</source>
        <translation>Επιλογή χρώματος από την &amp;οθόνη</translation>
    </message>
    <message>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Δείκτης στο %1, %2
Πατήστε ESC για ακύρωση</translation>
    </message>
    <message>
        <source>Cursor at %1, %2, color: %3
Press ESC to cancel</source>
        <translation>Δείκτης στο %1, %2, χρώμα: %3
Πατήστε ESC για ακύρωση</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>The texts of Qt&apos;s own file dialog (Open, Save, Import and Export on Linux; Windows and macOS show the system&apos;s), for the same reason: Qt has no Greek catalogue, and its Turkish, Czech and Italian ones leave &quot;Look in:&quot;, &quot;Files of type:&quot; and the kinds of entries in English.</extracomment>
        <translation>&amp;Αναζήτηση σε:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Όνομα αρχείου:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Τύπος αρχείων:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Άν&amp;οιγμα</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Αποθήκευση ως</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Εμπρός</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Γονικός φάκελος</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Δημιουργία νέου φακέλου</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Προβολή λίστας</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Προβολή λεπτομερειών</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Μετάβαση πίσω</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Μετάβαση εμπρός</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Μετάβαση στον γονικό φάκελο</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Δημιουργία νέου φακέλου</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Αλλαγή σε προβολή λίστας</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Αλλαγή σε προβολή λεπτομερειών</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Λίστα τοποθεσιών και σελιδοδεικτών</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Πλευρική στήλη</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Αρχεία</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Πρόσφατες τοποθεσίες</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Μετονομασία</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Διαγραφή</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Εμφάνιση &amp;κρυφών αρχείων</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Νέος φάκελος</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Νέος φάκελος</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Το %1 υπάρχει ήδη.
Θέλετε να αντικατασταθεί;</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Το αρχείο δεν βρέθηκε.
Ελέγξτε ότι δόθηκε το σωστό όνομα αρχείου.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Ο φάκελος δεν βρέθηκε.
Ελέγξτε ότι δόθηκε το σωστό όνομα φακέλου.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Θέλετε σίγουρα να διαγράψετε το «%1»;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>Το «%1» προστατεύεται από εγγραφή.
Θέλετε να διαγραφεί παρ’ όλα αυτά;</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Δεν ήταν δυνατή η διαγραφή του φακέλου.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Μέγεθος</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Τύπος</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ημερομηνία τροποποίησης</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Επανά&amp;ληψη</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Απο&amp;κοπή</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Επικόλληση</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Επιλογή όλων</translation>
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
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ναι</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>Ό&amp;χι</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Απόρριψη</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Εφαρμογή</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Επαναφορά</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Επαναφορά προεπιλογών</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This line is already drawn.</source>
        <translation>Αυτή η γραμμή έχει ήδη τραβηχτεί.</translation>
    </message>
    <message>
        <source>This line passes over a star.</source>
        <translation>Αυτή η γραμμή περνά πάνω από αστέρι.</translation>
    </message>
    <message>
        <source>This line would cross a line already drawn.</source>
        <translation>Αυτή η γραμμή θα έτεμνε άλλη γραμμή.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Το παιχνίδι έχει τελειώσει.</translation>
    </message>
    <message>
        <source>Choose two different stars.</source>
        <translation>Επιλέξτε δύο διαφορετικά αστέρια.</translation>
    </message>
    <message>
        <source>The rules do not allow this now.</source>
        <translation>Οι κανόνες δεν το επιτρέπουν τώρα.</translation>
    </message>
    <message>
        <source>This move is not allowed.</source>
        <translation>Αυτή η κίνηση δεν επιτρέπεται.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Δεν επιτρέπεται πάσο τώρα.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>best</source>
        <extracomment>The share of a narrow window&apos;s height the panel under the board keeps: on a phone, what a review adds (the graph, the summary) with the move list and &quot;Continue from here&quot; in sight, and the board as large before the review as after. Where that is not enough (a long translation, a line saying whose side the person takes) it takes up to PANEL_SHARE_MOST, and beyond that it scrolls. The best segments a caption names and the board dots: early in a game dozens can be equally best.</extracomment>
        <translation>η καλύτερη</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>ανακρίβεια</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>λάθος</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>σοβαρό λάθος</translation>
    </message>
    <message>
        <source>Replay and review</source>
        <translation>Αναπαραγωγή και ανάλυση</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Αρχική θέση</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Προηγούμενη κίνηση (Αριστερό βέλος)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Επόμενη κίνηση (Δεξί βέλος)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Τελική θέση</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Ανάλυση</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Συνέχεια από εδώ</translation>
    </message>
    <message>
        <source>Play on against:</source>
        <translation>Συνέχεια εναντίον:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Άνοιγμα…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Άνοιγμα αποθηκευμένου παιχνιδιού</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Κινήσεις</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Πρόοδος ανάλυσης</translation>
    </message>
    <message>
        <source>Graph of who is ahead after each move</source>
        <translation>Γράφημα του ποιος προηγείται μετά από κάθε κίνηση</translation>
    </message>
    <message>
        <source>Above the middle line player 1 is ahead, below player 2; the move list says the same in words.</source>
        <translation>Πάνω από τη μεσαία γραμμή προηγείται ο παίκτης 1, από κάτω ο παίκτης 2· η λίστα κινήσεων λέει το ίδιο με λέξεις.</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>Δεν είναι δυνατό το άνοιγμα του {0}: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Άνοιγμα παιχνιδιού</translation>
    </message>
    <message>
        <source>Triangles games (*.triangles);;Game records (*.json)</source>
        <translation>Παιχνίδια Triangles (*.triangles);;Καταγραφές παιχνιδιών (*.json)</translation>
    </message>
    <message>
        <source>You drew {0}.</source>
        <translation>Τραβήξατε {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}.</source>
        <translation>{0}: γραμμή {1}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Κάνατε πάσο.</translation>
    </message>
    <message>
        <source>{0} passed.</source>
        <translation>{0}: πάσο.</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Κανένα παιχνίδι</translation>
    </message>
    <message>
        <source>Move {0} of {1}</source>
        <translation>Κίνηση {0} από {1}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Η αρχή του παιχνιδιού.</translation>
    </message>
    <message>
        <source>You played {0}: {1}.</source>
        <translation>Η κίνησή σου {0} — {1}.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2}.</source>
        <translation>{0}: κίνηση {1} — {2}.</translation>
    </message>
    <message>
        <source>Triangles given away: {0}; best: {1} (dotted).</source>
        <translation>Τρίγωνα που δόθηκαν: {0}· καλύτερη: {1} (διακεκομμένη).</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <translation>(εκτίμηση)</translation>
    </message>
    <message>
        <source>Move {0}: {1}–{2}</source>
        <translation>Κίνηση {0}: {1}–{2}</translation>
    </message>
    <message>
        <source>Move {0}: pass</source>
        <translation>Κίνηση {0}: πάσο</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Παίκτης {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Αρχή</translation>
    </message>
    <message>
        <source>Review done.</source>
        <translation>Η ανάλυση ολοκληρώθηκε.</translation>
    </message>
    <message>
        <source>Reviewing with the exact solver…</source>
        <translation>Ανάλυση με τον ακριβή επιλυτή…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Η ανάλυση ακυρώθηκε.</translation>
    </message>
    <message>
        <source>{0}: accuracy {1}%, {2}; {3}, {4}, {5}</source>
        <translation>{0}: ακρίβεια {1}%, {2}· {3}, {4}, {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) lost</source>
        <translation>
            <numerusform>%n χαμένο τρίγωνο</numerusform>
            <numerusform>%n χαμένα τρίγωνα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n ανακρίβεια</numerusform>
            <numerusform>%n ανακρίβειες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n λάθος</numerusform>
            <numerusform>%n λάθη</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n σοβαρό λάθος</numerusform>
            <numerusform>%n σοβαρά λάθη</numerusform>
        </translation>
    </message>
    <message>
        <source>Another player on this device</source>
        <translation>Άλλος παίκτης σε αυτή τη συσκευή</translation>
    </message>
    <message>
        <source>~ estimated, not proved in the time</source>
        <translation>~ εκτίμηση, δεν αποδείχθηκε εγκαίρως</translation>
    </message>
    <message>
        <source>The review covers the classic rules only.</source>
        <translation>Η ανάλυση καλύπτει μόνο τους κλασικούς κανόνες.</translation>
    </message>
    <message>
        <source>The review covers the classic rules only: a dice turn depends on rolls to come.</source>
        <translation>Η ανάλυση καλύπτει μόνο τους κλασικούς κανόνες: ένας γύρος με ζάρι εξαρτάται από τις ζαριές που θα έρθουν.</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Υπολογιστής: {0}</translation>
    </message>
    <message>
        <source>You keep your own side, and move next.</source>
        <translation>Κρατάτε τη θέση σας και παίζετε τώρα.</translation>
    </message>
    <message>
        <source>You take the side of {0}, who moves next.</source>
        <translation>Παίρνετε τη θέση του/της {0}, που παίζει τώρα.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Εσείς</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>In short</source>
        <translation>Εν συντομία</translation>
    </message>
    <message>
        <source>Players take turns drawing a line between two stars. A line may not cross another line or pass over a star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has more triangles wins.</source>
        <translation>Εναλλάξ, κάθε παίκτης σχεδιάζει μια γραμμή ανάμεσα σε δύο αστέρια. Μια γραμμή δεν πρέπει ούτε να τέμνει άλλη γραμμή ούτε να περνά πάνω από αστέρι. Το κλείσιμο ενός τριγώνου που δεν περιέχει κανένα αστέρι δίνει έναν πόντο. Η παρτίδα τελειώνει όταν δεν μπορεί να κλείσει πια κανένα τρίγωνο· κερδίζει όποιος έχει τα περισσότερα τρίγωνα.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Ο στόχος</translation>
    </message>
    <message>
        <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60 or 120 stars on a phone, 80, 120 or 180 on a tablet, depending on the board you choose. There is no grid: a line may join two stars far apart, as long as it follows the rules below.</source>
        <translation>Να κλείσετε περισσότερα τρίγωνα από τον αντίπαλο. Το ταμπλό είναι ένα σύννεφο αστεριών: 24, 60 ή 120 αστέρια σε κινητό, 80, 120 ή 180 σε τάμπλετ, ανάλογα με το ταμπλό που επιλέγετε. Δεν υπάρχει πλέγμα: μια γραμμή μπορεί να ενώνει δύο απομακρυσμένα αστέρια, αρκεί να τηρεί τους παρακάτω κανόνες.</translation>
    </message>
    <message>
        <source>Drawing a line</source>
        <translation>Σχεδίαση μιας γραμμής</translation>
    </message>
    <message>
        <source>Tap a star and then another, or slide your finger from one star to the other. The line takes the player&apos;s colour: with the Nebula theme, the default, red-orange for Player 1 and blue for Player 2. The game refuses a line in three cases:</source>
        <translation>Αγγίξτε ένα αστέρι και μετά ένα άλλο, ή σύρετε το δάχτυλό σας από το ένα αστέρι στο άλλο. Η γραμμή παίρνει το χρώμα του παίκτη: με το θέμα Νεφέλωμα, που είναι το προεπιλεγμένο, κοκκινοπορτοκαλί για τον Παίκτη 1 και μπλε για τον Παίκτη 2. Η εφαρμογή απορρίπτει μια γραμμή σε τρεις περιπτώσεις:</translation>
    </message>
    <message>
        <source>• it already exists;</source>
        <translation>• υπάρχει ήδη·</translation>
    </message>
    <message>
        <source>• it passes over another star (even by a hair: the game allows a gap of a few screen points at most);</source>
        <translation>• περνά πάνω από ένα άλλο αστέρι (έστω και οριακά: η εφαρμογή ανέχεται απόκλιση το πολύ λίγων σημείων της οθόνης)·</translation>
    </message>
    <message>
        <source>• it crosses a line already drawn. Two lines may start from the same star, but they may never cross.</source>
        <translation>• τέμνει μια γραμμή που έχει ήδη τραβηχτεί. Δύο γραμμές μπορούν να ξεκινούν από το ίδιο αστέρι, αλλά ποτέ να διασταυρώνονται.</translation>
    </message>
    <message>
        <source>The line B–D (dashed) is refused: it would cross the line A–C.</source>
        <translation>Η γραμμή B–D (διακεκομμένη) απορρίπτεται: θα έτεμνε τη γραμμή A–C.</translation>
    </message>
    <message>
        <source>The line A–C (dashed) is refused: it would pass over the star B.</source>
        <translation>Η γραμμή A–C (διακεκομμένη) απορρίπτεται: θα περνούσε πάνω από το αστέρι B.</translation>
    </message>
    <message>
        <source>When a triangle counts</source>
        <translation>Πότε μετράει ένα τρίγωνο</translation>
    </message>
    <message>
        <source>When your line closes a triangle, that is, when its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score a point. A triangle counts only if it contains no star, neither inside nor exactly on a side. The three sides of a triangle with a star in it can all be drawn, but it scores nothing.</source>
        <translation>Όταν η γραμμή σας κλείνει ένα τρίγωνο, δηλαδή οι άλλες δύο πλευρές του έχουν ήδη τραβηχτεί (από εσάς ή από τον αντίπαλο), το τρίγωνο γεμίζει με το χρώμα σας και κερδίζετε έναν πόντο. Ένα τρίγωνο μετράει μόνο αν δεν περιέχει κανένα αστέρι, ούτε στο εσωτερικό του ούτε ακριβώς πάνω σε μια πλευρά. Οι τρεις πλευρές ενός τριγώνου με αστέρι μέσα του μπορούν να τραβηχτούν, αλλά δεν δίνει τίποτα.</translation>
    </message>
    <message>
        <source>The large triangle ABC is closed, but the star D is inside it: no point. The small triangles around D, on the other hand, do count.</source>
        <translation>Το μεγάλο τρίγωνο ABC είναι κλειστό, αλλά το αστέρι D βρίσκεται στο εσωτερικό του: κανένας πόντος. Τα μικρά τρίγωνα γύρω από το D, αντίθετα, μετράνε.</translation>
    </message>
    <message>
        <source>One line, two triangles</source>
        <translation>Μία γραμμή, δύο τρίγωνα</translation>
    </message>
    <message>
        <source>A line has two sides: it can close a triangle on each side and score 2 points in one move. In the square below, the diagonal A–C closes ABC and ACD at the same time.</source>
        <translation>Μια γραμμή έχει δύο πλευρές: μπορεί να κλείσει ένα τρίγωνο σε κάθε πλευρά και να δώσει 2 πόντους με μία κίνηση. Στο τετράγωνο παρακάτω, η διαγώνιος A–C κλείνει ταυτόχρονα το ABC και το ACD.</translation>
    </message>
    <message>
        <source>The diagonal A–C closes two triangles in one move.</source>
        <translation>Η διαγώνιος A–C κλείνει δύο τρίγωνα με μία κίνηση.</translation>
    </message>
    <message>
        <source>The option “Play again after a triangle”</source>
        <translation>Η επιλογή «Παίξε ξανά μετά από τρίγωνο»</translation>
    </message>
    <message>
        <source>By default, each player draws one line per turn, whether it closes a triangle or not. In the New Game window, the option “Play again after a triangle” changes this: a player who closes at least one triangle draws another line straight away. In the example, Player 1 closes a triangle on move 3 and also plays the next move.</source>
        <translation>Από προεπιλογή, κάθε παίκτης τραβά μία γραμμή ανά γύρο, είτε κλείνει τρίγωνο είτε όχι. Στο παράθυρο Νέο παιχνίδι, η επιλογή «Παίξε ξανά μετά από τρίγωνο» το αλλάζει αυτό: ο παίκτης που κλείνει τουλάχιστον ένα τρίγωνο τραβά αμέσως μια άλλη γραμμή. Στο παράδειγμα, ο Παίκτης 1 κλείνει ένα τρίγωνο στην κίνηση 3 και παίζει και την επόμενη κίνηση.</translation>
    </message>
    <message>
        <source>Player 1 closes a triangle on move 3 and draws the next line too.</source>
        <translation>Ο Παίκτης 1 κλείνει ένα τρίγωνο στην κίνηση 3 και τραβά και την επόμενη γραμμή.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Το τέλος του παιχνιδιού</translation>
    </message>
    <message>
        <source>The game ends as soon as no triangle can be closed and counted any more: a line that could still be drawn would score nothing. The player who closed the most triangles wins. Against the computer, the final screen shows “You won!” or “You lost!”; in a two-player game it shows the winner&apos;s name.</source>
        <translation>Το παιχνίδι τελειώνει μόλις δεν μπορεί πια να κλείσει και να μετρήσει κανένα τρίγωνο: μια γραμμή που θα ήταν ακόμη δυνατή δεν θα έδινε πια τίποτα. Κερδίζει ο παίκτης που έχει κλείσει τα περισσότερα τρίγωνα. Απέναντι στον υπολογιστή, η οθόνη τέλους δείχνει «Κερδίσατε!» ή «Χάσατε!»· στο παιχνίδι δύο παικτών δείχνει το όνομα του νικητή.</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Η ισοπαλία</translation>
    </message>
    <message>
        <source>With the same number of triangles, the final screen shows “Draw!”. Against the computer, a draw counts neither as a win nor as a loss in the statistics. The example below ends in a draw.</source>
        <translation>Με ίσο αριθμό τριγώνων, η οθόνη τέλους δείχνει «Ισοπαλία!». Απέναντι στον υπολογιστή, μια ισοπαλία δεν μετράει ούτε ως νίκη ούτε ως ήττα στα στατιστικά. Το παρακάτω παράδειγμα τελειώνει με ισοπαλία.</translation>
    </message>
    <message>
        <source>Each player closes two triangles: the game ends in a draw.</source>
        <translation>Κάθε παίκτης κλείνει δύο τρίγωνα: το παιχνίδι τελειώνει με ισοπαλία.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Κανόνες του Triangles</translation>
    </message>
    <message>
        <source>This example cannot be shown: the rules variant {0} failed or is not responding.</source>
        <translation>Αυτό το παράδειγμα δεν μπορεί να εμφανιστεί: η παραλλαγή κανόνων {0} απέτυχε ή δεν αποκρίνεται.</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s tips again</source>
        <translation>Συμβουλές Αρχάριου ξανά</translation>
    </message>
    <message>
        <source>Example: {0}</source>
        <translation>Παράδειγμα: {0}</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Παράδειγμα</translation>
    </message>
</context>
<context>
    <name>SelfCheck</name>
    <message>
        <source>Computer 1</source>
        <extracomment>The computer players&apos; think budget is scaled down: the check is about the window, not strength. The picture format each screenshot name ending asks for; a name without one is a PNG. How Qt&apos;s headless platforms begin their note on each window feature they lack (&quot;This plugin does not support propagateSizeHints()&quot;): about the screen, not the game. How long past --timeout the watchdog waits before it ends a check that stopped answering. Tries at removing the check&apos;s folder when it ends at once: a thread of the game (the autosave) may be writing a file into it at that moment.</extracomment>
        <translation>Υπολογιστής 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Υπολογιστής 2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Θέμα</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>Ή&amp;χος</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Πλήρης οθόνη</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s &amp;tips</source>
        <translation>Εμφάνιση &amp;συμβουλών του Αρχάριου</translation>
    </message>
    <message>
        <source>Shade &amp;invalid triangles</source>
        <translation>Σκίαση μη &amp;έγκυρων τριγώνων</translation>
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
        <translation>{0}, με προτάσεις</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Μηδενισμός στατιστικών</translation>
    </message>
    <message>
        <source>Forget all results against the computer?</source>
        <translation>Να διαγραφούν όλα τα αποτελέσματα απέναντι στον υπολογιστή;</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Επίπεδο</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Παιχνίδια</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Νίκες</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Ήττες</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ισοπαλίες</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Ποσοστό νικών</translation>
    </message>
    <message>
        <source>Wins among games won or lost; draws count as neither.</source>
        <translation>Νίκες επί των παιχνιδιών που κερδήθηκαν ή χάθηκαν· οι ισοπαλίες δεν μετράνε.</translation>
    </message>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Κανένα παιχνίδι με τον υπολογιστή ακόμη.</translation>
    </message>
    <message>
        <source>Results against each level</source>
        <translation>Αποτελέσματα απέναντι σε κάθε επίπεδο</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Μηδενισμός</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (what stood in place of the file is kept as {0}).</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση των στατιστικών σας, οπότε ξεκινούν ξανά από το μηδέν (ό,τι βρισκόταν στη θέση του αρχείου φυλάσσεται ως {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (what stood in place of the file is kept as {0}).</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση των ρυθμίσεών σας, οπότε χρησιμοποιούνται οι προεπιλογές (ό,τι βρισκόταν στη θέση του αρχείου φυλάσσεται ως {0}).</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση των στατιστικών σας, οπότε ξεκινούν ξανά από το μηδέν (το κατεστραμμένο αρχείο φυλάσσεται ως {0}).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση των ρυθμίσεών σας, οπότε χρησιμοποιούνται οι προεπιλογές (το κατεστραμμένο αρχείο φυλάσσεται ως {0}).</translation>
    </message>
    <message>
        <source>Your statistics cannot be read or saved in {0}, so they start from zero for now; nothing there was moved or changed.</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>Τα στατιστικά σας δεν μπορούν να διαβαστούν ή να αποθηκευτούν στο {0}, οπότε προς το παρόν ξεκινούν από το μηδέν· τίποτα εκεί δεν μετακινήθηκε ούτε άλλαξε.</translation>
    </message>
    <message>
        <source>Your settings cannot be read or saved in {0}, so the defaults are used for now; nothing there was moved or changed.</source>
        <translation>Οι ρυθμίσεις σας δεν μπορούν να διαβαστούν ή να αποθηκευτούν στο {0}, οπότε προς το παρόν χρησιμοποιούνται οι προεπιλογές· τίποτα εκεί δεν μετακινήθηκε ούτε άλλαξε.</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Below this width (a phone) the editor stacks its panes instead of setting them side by side, and below the width the three panes need in the language shown (`_wide_width`). The narrowest the preview gets beside the theme list and a whole form. From this height on, the one-page (phone) layout keeps the preview in view above the page. From this width on, a window wider than tall sets the one page beside the preview (a phone on its side, a tablet at 200 %): two phone-wide columns. Slider steps of each number key (the range comes from the schema). A user theme was saved (old == new), renamed, or deleted (new == &quot;&quot;): (old, new) names.</extracomment>
        <translation>Θέματα</translation>
    </message>
    <message>
        <source>Save as new…</source>
        <translation>Αποθήκευση ως νέο…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Μετονομασία…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Εισαγωγή…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Εξαγωγή…</translation>
    </message>
    <message>
        <source>Use this theme</source>
        <translation>Χρήση αυτού του θέματος</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>A player&apos;s values that follow the one colour (the pattern only if it had the player&apos;s hue).</extracomment>
        <translation>Παίκτης 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Παίκτης 2</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Γραμμές</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Αστέρια</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Φόντο</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Ενδείξεις</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Παράθυρο</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Τρίγωνα</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Μοτίβο</translation>
    </message>
    <message>
        <source>Pattern colour</source>
        <translation>Χρώμα μοτίβου</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Πάχος</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Χρώμα</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Μέγεθος</translation>
    </message>
    <message>
        <source>Glow</source>
        <translation>Λάμψη</translation>
    </message>
    <message>
        <source>Glow colour</source>
        <translation>Χρώμα λάμψης</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Πάνω</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Κάτω</translation>
    </message>
    <message>
        <source>Distant stars</source>
        <translation>Μακρινά αστέρια</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Πόσα</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Επισήμανση</translation>
    </message>
    <message>
        <source>Refused segment</source>
        <translation>Απορριφθείσα γραμμή</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Πλαίσια</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Κείμενο</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Γραμματοσειρά</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Μέγεθος κειμένου</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Κανένα</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Γραμμές</translation>
    </message>
    <message>
        <source>Lines, other way</source>
        <translation>Γραμμές, αντίθετα</translation>
    </message>
    <message>
        <source>Crossed lines</source>
        <translation>Διασταυρωμένες γραμμές</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Κουκκίδες</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Εμφάνιση</translation>
    </message>
    <message>
        <source>Fine control: segments, triangles and pattern apart</source>
        <translation>Λεπτομερής ρύθμιση: γραμμές, τρίγωνα και μοτίβο χωριστά</translation>
    </message>
    <message>
        <source>System font</source>
        <translation>Γραμματοσειρά συστήματος</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Προεπισκόπηση του θέματος</translation>
    </message>
    <message>
        <source>{0} (cannot be used)</source>
        <translation>{0} (δεν μπορεί να χρησιμοποιηθεί)</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Απόρριψη αλλαγών</translation>
    </message>
    <message>
        <source>Discard the changes to “{0}”?</source>
        <translation>Να απορριφθούν οι αλλαγές στο «{0}»;</translation>
    </message>
    <message>
        <source>Your theme, saved in {0}.</source>
        <translation>Το θέμα σας, αποθηκευμένο στο {0}.</translation>
    </message>
    <message>
        <source>A theme of the plugin package {0}: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Θέμα του πακέτου πρόσθετων {0}: το «Αποθήκευση ως νέο…» κρατά τις αλλαγές σας ως δικό σας θέμα.</translation>
    </message>
    <message>
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Ενσωματωμένο θέμα: το «Αποθήκευση ως νέο…» κρατά τις αλλαγές σας ως δικό σας θέμα.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Μη αποθηκευμένες αλλαγές.</translation>
    </message>
    <message>
        <source>The game is in this theme.</source>
        <translation>Το παιχνίδι έχει αυτό το θέμα.</translation>
    </message>
    <message>
        <source>⚠ Player 1 and Player 2 look almost the same: nobody could tell whose lines are whose.</source>
        <translation>⚠ Ο παίκτης 1 και ο παίκτης 2 φαίνονται σχεδόν ίδιοι: κανείς δεν θα ξεχώριζε ποιανού είναι οι γραμμές.</translation>
    </message>
    <message>
        <source>⚠ Player 1&apos;s lines hardly show on the background.</source>
        <translation>⚠ Οι γραμμές του παίκτη 1 μόλις που φαίνονται πάνω στο φόντο.</translation>
    </message>
    <message>
        <source>⚠ Player 2&apos;s lines hardly show on the background.</source>
        <translation>⚠ Οι γραμμές του παίκτη 2 μόλις που φαίνονται πάνω στο φόντο.</translation>
    </message>
    <message>
        <source>⚠ The stars hardly show on the background.</source>
        <translation>⚠ Τα αστέρια μόλις που φαίνονται πάνω στο φόντο.</translation>
    </message>
    <message>
        <source>Save as new theme</source>
        <translation>Αποθήκευση ως νέο θέμα</translation>
    </message>
    <message>
        <source>Title of the new theme:</source>
        <translation>Τίτλος του νέου θέματος:</translation>
    </message>
    <message>
        <source>My {0}</source>
        <translation>Το δικό μου {0}</translation>
    </message>
    <message>
        <source>Rename theme</source>
        <translation>Μετονομασία θέματος</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Νέος τίτλος:</translation>
    </message>
    <message>
        <source>“{0}” is the theme in use. Delete it? The game will switch to Nebula.</source>
        <translation>Το «{0}» είναι το θέμα που χρησιμοποιείται. Να διαγραφεί; Το παιχνίδι θα αλλάξει σε Νεφέλωμα.</translation>
    </message>
    <message>
        <source>Delete theme</source>
        <translation>Διαγραφή θέματος</translation>
    </message>
    <message>
        <source>Imported “{0}”; some of its values could not be used as written:</source>
        <translation>Έγινε εισαγωγή του «{0}»· ορισμένες τιμές του δεν ήταν δυνατό να χρησιμοποιηθούν όπως είναι γραμμένες:</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>Να διαγραφεί το θέμα «{0}»;</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>Δεν είναι δυνατή η εγγραφή του {0}: {1}</translation>
    </message>
    <message>
        <source>Exported “{0}” to {1}.</source>
        <translation>Το «{0}» εξήχθη στο {1}.</translation>
    </message>
    <message>
        <source>Close without saving the changes to “{0}”?</source>
        <translation>Κλείσιμο χωρίς αποθήκευση των αλλαγών στο «{0}»;</translation>
    </message>
    <message>
        <source>Import theme</source>
        <translation>Εισαγωγή θέματος</translation>
    </message>
    <message>
        <source>There is already a theme called “{0}”.</source>
        <translation>Υπάρχει ήδη θέμα με το όνομα «{0}».</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Αντικατάσταση</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Κράτηση και των δύο</translation>
    </message>
    <message>
        <source>Theme files (*{0})</source>
        <translation>Αρχεία θεμάτων (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Εξαγωγή θέματος</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <source>Standard</source>
        <translation>Τυπικός</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Τυχαίος</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Κανονικός</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Έμπειρος</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Τυχαίος</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Παίξε ξανά μετά από τρίγωνο</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another line at once.</source>
        <translation>Ο παίκτης που κλείνει τουλάχιστον ένα τρίγωνο τραβά αμέσως άλλη μια γραμμή.</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Πρότεινε κίνηση</translation>
    </message>
    <message>
        <source>How often each player may ask the computer for a good line in this game.</source>
        <translation>Πόσες φορές μπορεί κάθε παίκτης να ζητήσει από τον υπολογιστή μια καλή γραμμή σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Ποτέ</translation>
    </message>
    <message>
        <source>3 times</source>
        <translation>3 φορές</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Χωρίς όριο</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Κανονικός</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Έμπειρος</translation>
    </message>
    <message>
        <source>Game mode</source>
        <extracomment>&quot;Suggest move&quot; uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Λειτουργία παιχνιδιού</translation>
    </message>
    <message>
        <source>The players&apos; help, not the computer&apos;s level: Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>Η βοήθεια προς τους παίκτες, όχι το επίπεδο του υπολογιστή: η λειτουργία Αρχάριος δείχνει συμβουλές βήμα βήμα· οι λειτουργίες Αρχάριος και Κανονικός επιτρέπουν 3 προτεινόμενες κινήσεις ανά παίκτη· η λειτουργία Έμπειρος καμία.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Μικρότερο τρίγωνο που μετράει (ποσοστό ενός μέσου τριγώνου)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board&apos;s average triangle does not score.</source>
        <translation>Τρίγωνο μικρότερο από αυτό το ποσοστό του μέσου τριγώνου του ταμπλό δεν μετράει.</translation>
    </message>
    <message>
        <source>Narrowest angle of a triangle that scores (degrees)</source>
        <translation>Μικρότερη γωνία τριγώνου που μετράει (μοίρες)</translation>
    </message>
    <message>
        <source>A triangle with a narrower corner than this does not score.</source>
        <translation>Τρίγωνο με στενότερη γωνία από αυτή δεν μετράει.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Classic</source>
        <translation>Κλασικό</translation>
    </message>
    <message>
        <source>Dice and hints</source>
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game&apos;s.</extracomment>
        <translation>Ζάρι και υποδείξεις</translation>
    </message>
    <message>
        <source>The last line can only be drawn with exactly 1 line left in the turn.</source>
        <translation>Η τελευταία γραμμή μπορεί να τραβηχτεί μόνο όταν απομένει ακριβώς 1 γραμμή στον γύρο.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Αυτό το τρίγωνο θα περιέκλειε ένα κατακτημένο τρίγωνο.</translation>
    </message>
    <message>
        <source>This triangle is too small to count.</source>
        <extracomment>`Game.unscored_reason` keys (rules 8 and 10): why a closed triangle does not count.</extracomment>
        <translation>Αυτό το τρίγωνο είναι πολύ μικρό για να μετρήσει.</translation>
    </message>
    <message>
        <source>This triangle is too narrow to count.</source>
        <translation>Αυτό το τρίγωνο είναι πολύ στενό για να μετρήσει.</translation>
    </message>
    <message>
        <source>No valid triangle can be built any more.</source>
        <extracomment>Outcome reasons: {0} is the loser, {1} the winner.</extracomment>
        <translation>Δεν μπορεί πια να σχηματιστεί κανένα έγκυρο τρίγωνο.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: {1} wins.</source>
        <translation>Στον/Στην {0} απέμεναν περισσότερες από 1 γραμμές ενώ έμενε μόνο η τελευταία γραμμή, χωρίς άλλη χρήσιμη κίνηση: κερδίζει {1}.</translation>
    </message>
    <message>
        <source>You had more than 1 line left with only the last line to draw, and no other useful move: you lose.</source>
        <translation>Σας απέμεναν περισσότερες από 1 γραμμές ενώ έμενε μόνο η τελευταία γραμμή, χωρίς άλλη χρήσιμη κίνηση: χάσατε.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: you win.</source>
        <translation>Στον/Στην {0} απέμεναν περισσότερες από 1 γραμμές ενώ έμενε μόνο η τελευταία γραμμή, χωρίς άλλη χρήσιμη κίνηση: κερδίσατε.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle {1} conquered: {0} can build no more triangles, and {1} wins.</source>
        <translation>Κάθε χρήσιμη γραμμή που απομένει στον/στην {0} θα περιέκλειε τρίγωνο που κατέκτησε ο/η {1}: ο/η {0} δεν μπορεί να φτιάξει άλλα τρίγωνα και κερδίζει {1}.</translation>
    </message>
    <message>
        <source>Every useful line left to you would enclose a triangle {1} conquered: you can build no more triangles, and you lose.</source>
        <translation>Κάθε χρήσιμη γραμμή που σας απομένει θα περιέκλειε τρίγωνο που κατέκτησε ο/η {1}: δεν μπορείτε να φτιάξετε άλλα τρίγωνα και χάσατε.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle you conquered: {0} can build no more triangles, and you win.</source>
        <translation>Κάθε χρήσιμη γραμμή που απομένει στον/στην {0} θα περιέκλειε τρίγωνο που κατακτήσατε: ο/η {0} δεν μπορεί να φτιάξει άλλα τρίγωνα και κερδίσατε.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a line: the score decides.</source>
        <translation>Και οι δύο παίκτες πέρασαν ολόκληρο γύρο χωρίς να τραβήξουν γραμμή: αποφασίζει το σκορ.</translation>
    </message>
    <message>
        <source>You rolled {0}: that is how many lines you may draw this turn, one star then another. Pass turn gives up the rest.</source>
        <extracomment>Beginner&apos;s tips (tips.TIP_KEYS): {0} is the roll, {1} the segments left in the turn.</extracomment>
        <translation>Φέρατε {0}: τόσες γραμμές μπορείτε να τραβήξετε σε αυτόν τον γύρο, από ένα αστέρι σε ένα άλλο. Με το «Πάσο» παραιτείστε από τις υπόλοιπες.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Δύο πλευρές ενός τριγώνου έχουν τραβηχτεί: τραβήξτε την τρίτη για να το κατακτήσετε.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Lines left: {1}.</source>
        <translation>Τραβήξτε μια πλευρά ενός τριγώνου που μπορείτε να κλείσετε αργότερα, χωρίς να αφήσετε στον αντίπαλο τρίγωνο με δύο πλευρές τραβηγμένες. Γραμμές που απομένουν: {1}.</translation>
    </message>
    <message>
        <source>Only the last line is left: it can be drawn only with exactly 1 line left in your turn. Draw other lines first, or pass.</source>
        <translation>Απομένει μόνο η τελευταία γραμμή: τραβιέται μόνο όταν σας απομένει ακριβώς 1 γραμμή στον γύρο. Τραβήξτε πρώτα άλλες γραμμές ή πείτε πάσο.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good line (3 times a game for each player).</source>
        <translation>Δεν είστε σίγουροι; Το «Πρότεινε κίνηση» δείχνει μια καλή γραμμή (3 φορές ανά παιχνίδι για κάθε παίκτη).</translation>
    </message>
    <message>
        <source>Nothing useful is left to draw this turn without losing at once: Pass turn hands the turn over.</source>
        <translation>Δεν απομένει τίποτα χρήσιμο να τραβήξετε σε αυτόν τον γύρο χωρίς να χάσετε αμέσως: με το «Πάσο» δίνετε τη σειρά.</translation>
    </message>
    <message>
        <source>The dice variant</source>
        <translation>Η παραλλαγή με ζάρι</translation>
    </message>
    <message>
        <source>Choose the rules “Dice and hints” in the New Game window to play with a die. The goal stays the same: capture more triangles than your opponent. Everything not said below is as in the classic rules.</source>
        <translation>Επιλέξτε τους κανόνες «Ζάρι και υποδείξεις» στο παράθυρο Νέο παιχνίδι για να παίξετε με ζάρι. Ο στόχος μένει ο ίδιος: να κατακτήσετε περισσότερα τρίγωνα από τον αντίπαλο. Ό,τι δεν αναφέρεται παρακάτω ισχύει όπως στους κλασικούς κανόνες.</translation>
    </message>
    <message>
        <source>1. The stars are scattered at random on the board and change place with every new game.</source>
        <translation>1. Τα αστέρια μοιράζονται τυχαία στο ταμπλό και αλλάζουν θέση σε κάθε νέο παιχνίδι.</translation>
    </message>
    <message>
        <source>2. Players take turns rolling the die.</source>
        <translation>2. Εναλλάξ, κάθε παίκτης ρίχνει το ζάρι.</translation>
    </message>
    <message>
        <source>3. The number rolled is how many lines the player draws in that turn. Closing a triangle does not give extra lines.</source>
        <translation>3. Ο αριθμός που φέρνει δείχνει πόσες γραμμές τραβά ο παίκτης σε αυτόν τον γύρο. Το κλείσιμο τριγώνου δεν δίνει επιπλέον γραμμές.</translation>
    </message>
    <message>
        <source>4. To draw a line, select a star and then a second star.</source>
        <translation>4. Για να τραβήξετε μια γραμμή, επιλέξτε ένα αστέρι και μετά ένα δεύτερο αστέρι.</translation>
    </message>
    <message>
        <source>5. A line may not cross the lines already drawn.</source>
        <translation>5. Μια γραμμή δεν μπορεί να τέμνει τις γραμμές που έχουν ήδη τραβηχτεί.</translation>
    </message>
    <message>
        <source>6. A line may not pass over another star of the board.</source>
        <translation>6. Μια γραμμή δεν μπορεί να περνά πάνω από άλλο αστέρι του ταμπλό.</translation>
    </message>
    <message>
        <source>7. A line already drawn cannot be drawn again, and the same two stars cannot be joined twice.</source>
        <translation>7. Μια γραμμή που έχει ήδη τραβηχτεί δεν μπορεί να τραβηχτεί ξανά, και τα ίδια δύο αστέρια δεν μπορούν να ενωθούν δεύτερη φορά.</translation>
    </message>
    <message>
        <source>8. A triangle is valid only if it is large enough to be clearly visible and no other star is left inside it.</source>
        <translation>8. Ένα τρίγωνο είναι έγκυρο μόνο αν είναι αρκετά μεγάλο ώστε να φαίνεται καθαρά και δεν μένει κανένα άλλο αστέρι στο εσωτερικό του.</translation>
    </message>
    <message>
        <source>9. A triangle already captured is protected: the opponent may not make a new triangle that encloses it. Such a line stays refused to that player for the rest of the game; a line refused to both players can never be drawn, so a triangle that needs it can no longer be built.</source>
        <translation>9. Ένα τρίγωνο που έχει ήδη κατακτηθεί προστατεύεται: ο αντίπαλος δεν μπορεί να φτιάξει νέο τρίγωνο που να το περικλείει. Μια τέτοια γραμμή μένει απαγορευμένη σε αυτόν τον παίκτη ως το τέλος της παρτίδας· μια γραμμή απαγορευμένη και στους δύο παίκτες δεν μπορεί να τραβηχτεί ποτέ, οπότε ένα τρίγωνο που τη χρειάζεται δεν μπορεί πια να φτιαχτεί.</translation>
    </message>
    <message>
        <source>10. Tiny or very narrow triangles are not valid and score no points.</source>
        <translation>10. Τα πολύ μικρά ή πολύ στενά τρίγωνα δεν είναι έγκυρα και δεν δίνουν πόντους.</translation>
    </message>
    <message>
        <source>11. When you close a valid triangle you score 1 point at once and your avatar appears in it. That point stays yours until the end of the game.</source>
        <translation>11. Όταν κλείνετε ένα έγκυρο τρίγωνο κερδίζετε αμέσως 1 πόντο και εμφανίζεται μέσα του το άβατάρ σας. Ο πόντος αυτός μένει δικός σας μέχρι το τέλος του παιχνιδιού.</translation>
    </message>
    <message>
        <source>12. The exact count applies only at the very end of the game: when a single useful line is left (one that can still close a triangle), only a player with exactly 1 line left in the turn may draw it. With more lines left, draw lines that leave it open, or pass.</source>
        <translation>12. Η ακριβής μέτρηση ισχύει μόνο στο απόλυτο τέλος του παιχνιδιού: όταν μένει μία μόνο χρήσιμη γραμμή (μία που μπορεί ακόμη να κλείσει τρίγωνο), μπορεί να την τραβήξει μόνο ο παίκτης που του απομένει ακριβώς 1 γραμμή στον γύρο του. Αν σας απομένουν περισσότερες, τραβήξτε γραμμές που την αφήνουν ανοιχτή ή πείτε πάσο.</translation>
    </message>
    <message>
        <source>13. In Beginner and Normal mode each player may use “Suggest move” at most 3 times per game. A suggestion may show a line that closes a triangle at once or one that prepares a later triangle.</source>
        <translation>13. Στις λειτουργίες Αρχάριος και Κανονικός κάθε παίκτης μπορεί να χρησιμοποιήσει το «Πρότεινε κίνηση» το πολύ 3 φορές ανά παιχνίδι. Η πρόταση μπορεί να δείξει μια γραμμή που κλείνει αμέσως τρίγωνο ή μια γραμμή που προετοιμάζει ένα επόμενο τρίγωνο.</translation>
    </message>
    <message>
        <source>14. In Expert mode, suggestions are not available.</source>
        <translation>14. Στη λειτουργία Έμπειρος δεν υπάρχουν προτάσεις.</translation>
    </message>
    <message>
        <source>15. With “Pass turn” you give up the rest of your lines and hand the turn to your opponent straight away.</source>
        <translation>15. Με το «Πάσο» παραιτείστε από τις υπόλοιπες γραμμές σας και δίνετε αμέσως τη σειρά στον αντίπαλο.</translation>
    </message>
    <message>
        <source>16. If the game finds that a player has no useful move left, the game ends at once and the opponent wins: the player to move, or a player whose every useful line is refused to them for good (rule 9).</source>
        <translation>16. Αν το παιχνίδι διαπιστώσει ότι ένας παίκτης δεν έχει πια καμία χρήσιμη κίνηση, το παιχνίδι τελειώνει αμέσως και κερδίζει ο αντίπαλος: ο παίκτης που έχει σειρά ή ένας παίκτης στον οποίο κάθε χρήσιμη γραμμή που απομένει είναι απαγορευμένη οριστικά (κανόνας 9).</translation>
    </message>
    <message>
        <source>17. The game also ends when no new valid triangle can be built any more, even if useless lines could still be drawn, and when both players let a whole turn go by without drawing. The player with more triangles wins.</source>
        <translation>17. Το παιχνίδι τελειώνει επίσης όταν δεν μπορεί πια να φτιαχτεί κανένα νέο έγκυρο τρίγωνο, ακόμη κι αν μένουν άχρηστες γραμμές, καθώς και όταν και οι δύο παίκτες αφήνουν να περάσει ολόκληρος γύρος χωρίς να τραβήξουν γραμμή. Κερδίζει ο παίκτης με τα περισσότερα τρίγωνα.</translation>
    </message>
    <message>
        <source>The exact count: an example</source>
        <translation>Η ακριβής μέτρηση: ένα παράδειγμα</translation>
    </message>
    <message>
        <source>Here only the triangle ABC is valid. Player 1 rolls 2 and draws A–B and A–C. Player 2 rolls 3: B–C is the last useful line, and with 3 lines left it is refused. Player 2 first draws D–E and C–E, which leave it open; with exactly 1 line left, B–C closes ABC. No valid triangle is left: the game ends and Player 2 wins 1 to 0. Without D and E, Player 2 would have had no useful move and would have lost at once (rule 16).</source>
        <translation>Εδώ έγκυρο είναι μόνο το τρίγωνο ABC. Ο Παίκτης 1 φέρνει 2 και τραβά τις A–B και A–C. Ο Παίκτης 2 φέρνει 3: η B–C είναι η τελευταία χρήσιμη γραμμή και, με 3 γραμμές να απομένουν, απορρίπτεται. Ο Παίκτης 2 τραβά πρώτα τις D–E και C–E, που την αφήνουν ανοιχτή· με ακριβώς 1 γραμμή να απομένει, η B–C κλείνει το ABC. Δεν μένει κανένα έγκυρο τρίγωνο: το παιχνίδι τελειώνει και κερδίζει ο Παίκτης 2 με 1 προς 0. Χωρίς τα D και E, ο Παίκτης 2 δεν θα είχε καμία χρήσιμη κίνηση και θα έχανε αμέσως (κανόνας 16).</translation>
    </message>
    <message>
        <source>Player 2 rolled 3: B–C (dashed) is refused with 3 lines left, then closes ABC as the last line of the turn.</source>
        <translation>Ο Παίκτης 2 έφερε 3: η B–C (διακεκομμένη) απορρίπτεται με 3 γραμμές να απομένουν και μετά κλείνει το ABC ως τελευταία γραμμή του γύρου.</translation>
    </message>
    <message>
        <source>Beginner mode (dice variant)</source>
        <translation>Λειτουργία αρχαρίου (παραλλαγή με ζάρι)</translation>
    </message>
    <message>
        <source>In the dice variant, the Beginner difficulty shows step-by-step tips during the game. You can close them at any time with “I understand how to play”. The classic rules have no tips; the computer&apos;s level is chosen separately.</source>
        <translation>Στην παραλλαγή με ζάρι, η δυσκολία «Αρχάριος» δείχνει συμβουλές βήμα προς βήμα κατά τη διάρκεια του παιχνιδιού. Μπορείτε να τις κλείσετε οποτεδήποτε με «Κατάλαβα πώς παίζεται». Οι κλασικοί κανόνες δεν έχουν συμβουλές· το επίπεδο του υπολογιστή επιλέγεται χωριστά.</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>Nebula</source>
        <translation>Νεφέλωμα</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Φως της μέρας</translation>
    </message>
    <message>
        <source>Colour-safe</source>
        <translation>Ευδιάκριτα χρώματα</translation>
    </message>
    <message>
        <source>Blackboard</source>
        <translation>Μαυροπίνακας</translation>
    </message>
</context>
</TS>
