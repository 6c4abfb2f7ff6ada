<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} açılamıyor: {1}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Bilgisayar oyuncusu</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>your theme</source>
        <translation>sizin temanız</translation>
    </message>
    <message>
        <source>About Triangles</source>
        <translation>Triangles hakkında</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Sürüm {0}</translation>
    </message>
    <message>
        <source>Free software under the {0} licence: use, copy, change and share it.</source>
        <translation>{0} lisansı altında özgür yazılım: kullanabilir, kopyalayabilir, değiştirebilir ve paylaşabilirsiniz.</translation>
    </message>
    <message>
        <source>Plugins in use</source>
        <translation>Kullanılan eklentiler</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Veri klasörü</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Veri klasörünü aç</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Kurallar…</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Tahta</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>sol üstte</translation>
    </message>
    <message>
        <source>top</source>
        <translation>üstte</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>sağ üstte</translation>
    </message>
    <message>
        <source>left</source>
        <translation>solda</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>ortada</translation>
    </message>
    <message>
        <source>right</source>
        <translation>sağda</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>sol altta</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>altta</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>sağ altta</translation>
    </message>
    <message>
        <source>; no line can be drawn from star {0} to it</source>
        <translation>; {0}. yıldızdan buraya çizgi çizilemez</translation>
    </message>
    <message numerus="yes">
        <source>; Enter draws the line from star {0}, closing %n triangle(s)</source>
        <translation>
            <numerusform>; Enter, {0}. yıldızdan çizgiyi çizer ve %n üçgen kapatır</numerusform>
        </translation>
    </message>
    <message>
        <source>; no line can be drawn from it</source>
        <translation>; buradan çizgi çizilemez</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: move to the other end of the line</source>
        <translation>Yıldız {0}, {1}, seçildi: çizginin öbür ucuna gidin</translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked, but no line can be drawn from it</source>
        <translation>Yıldız {0}, {1}, seçildi, ama buradan çizgi çizilemez</translation>
    </message>
    <message numerus="yes">
        <source>Star {0}, {1}, picked: a line can go to %n stars</source>
        <translation>
            <numerusform>Yıldız {0}, {1}, seçildi: çizgi %n yıldıza gidebilir</numerusform>
        </translation>
    </message>
    <message>
        <source>Star {0}, {1}, picked: a line can go to {2}</source>
        <translation>Yıldız {0}, {1}, seçildi: çizginin gidebileceği yıldızlar: {2}</translation>
    </message>
    <message>
        <source>No line can be drawn now</source>
        <translation>Şu anda çizgi çizilemez</translation>
    </message>
    <message>
        <source>No line can be drawn from star {0}</source>
        <translation>{0}. yıldızdan çizgi çizilemez</translation>
    </message>
    <message>
        <source>No line can be drawn</source>
        <translation>Çizilebilecek çizgi yok</translation>
    </message>
    <message>
        <source>Star {0}, {1}, lines to {2}</source>
        <translation>Yıldız {0}, {1}, şunlara çizgi: {2}</translation>
    </message>
    <message>
        <source>No star further that way</source>
        <extracomment>The board is shown a quarter turned when that fits it at least this much larger: a board made for a landscape window shown in a portrait one (a tablet turned, a game opened on a phone), or one made upright opened on a laptop (an upright tablet&apos;s 4:5 board gains 24 % at 1280 x 800). Below this the gain is not worth the board looking different from how it was played. A picked star&apos;s possible ends are read out one by one up to this many, else counted. The lines the person may draw now, as rows of two stars, and how many triangles each closes (the rules&apos; answer, set by the window after every action: `set_open_lines`); None while it is not a person&apos;s turn. Why nothing can be drawn now, said when a key asks to (&quot;Computer is thinking&quot;, &quot;Game over&quot;; set by the window).</extracomment>
        <translation>Bu yönde başka yıldız yok</translation>
    </message>
    <message>
        <source>Arrow keys move between the stars, Page Down and Page Up to the stars a line can be drawn to; Enter or Space picks a star, then the other end of the line.</source>
        <translation>Ok tuşları yıldızlar arasında, Page Down ve Page Up çizgi çizilebilecek yıldızlar arasında gezer; Enter ya da Boşluk bir yıldızı, ardından çizginin öbür ucunu seçer.</translation>
    </message>
    <message>
        <source>Star {0}, {1}, no lines</source>
        <translation>Yıldız {0}, {1}, çizgi yok</translation>
    </message>
    <message>
        <source>; the line from star {0} is already drawn</source>
        <translation>; {0}. yıldızdan gelen çizgi zaten çizili</translation>
    </message>
    <message>
        <source>; Enter draws the line from star {0}</source>
        <translation>; Enter, {0}. yıldızdan çizgiyi çizer</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The computer player {0}; a simple move was played instead.</source>
        <translation>Bilgisayar oyuncusunda bir sorun oldu ({0}); onun yerine basit bir hamle oynandı.</translation>
    </message>
    <message>
        <source>The computer player {0} failed ({1}); a simple built-in player plays for it in this game.</source>
        <translation>Bilgisayar oyuncusu {0} başarısız oldu ({1}); bu oyunda onun yerine basit bir yerleşik oyuncu oynuyor.</translation>
    </message>
    <message>
        <source>The rules variant {0} failed ({1}); this game goes on with the basic rules.</source>
        <translation>{0} kural varyantı başarısız oldu ({1}); bu oyun temel kurallarla devam ediyor.</translation>
    </message>
    <message>
        <source>No triangle can be closed any more.</source>
        <translation>Artık hiçbir üçgen kapatılamaz.</translation>
    </message>
    <message>
        <source>No suggestion is available now.</source>
        <translation>Şu anda öneri yok.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner&apos;s tips. The roll animation: this many random faces, this far apart, then the real one. The turn budget before the latest action, and the lines a computer drew in its turn. Mouse events that the overlay hands on to the board. Below this width (a phone) the tip&apos;s button goes under the tip, which keeps the width.</extracomment>
        <translation>Nasıl oynandığını anladım</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many lines may be drawn</source>
        <translation>Bu turun zarı: kaç çizgi çizilebileceği</translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1}, drew %n line(s) and passed.</source>
        <translation>
            <numerusform>{0} {1} attı, %n çizgi çizdi ve pas geçti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1} and drew %n line(s).</source>
        <translation>
            <numerusform>{0} {1} attı ve %n çizgi çizdi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left</source>
        <translation>
            <numerusform>%n çizgi kaldı</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Kalan öneri: {0}</translation>
    </message>
    <message>
        <source>The die is rolling</source>
        <translation>Zar yuvarlanıyor</translation>
    </message>
    <message>
        <source>Die: {0}</source>
        <translation>Zar: {0}</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <extracomment>How long a new card ignores presses and touches: a finger tapping stars through the last move would otherwise hit the card&apos;s buttons as it appears under it.</extracomment>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Bu oyunu incele</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>Follow the system</source>
        <translation>Sistem dili</translation>
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
        <translation>&amp;Yeni oyun…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Tahtayı &amp;sığdır</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Tam ekran</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>A&amp;yarlar…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>İs&amp;tatistikler…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Kurallar…</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Eklentiler…</translation>
    </message>
    <message>
        <source>T&amp;hemes…</source>
        <translation>&amp;Temalar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Sığdır</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Save the changes to {0}?</source>
        <translation>Değişiklikler {0} dosyasına kaydedilsin mi?</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves. Without saving, they are lost when the next game takes its place.</source>
        <translation>Dosyasında son hamleler yok. Kaydedilmezse, yerini sonraki oyun aldığında kaybolurlar.</translation>
    </message>
    <message>
        <source>Without saving, it is lost when the next game takes its place.</source>
        <translation>Kaydedilmezse, yerini sonraki oyun aldığında kaybolur.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Oyuna devam et</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Yarım kalan oyuna devam edilsin mi?</translation>
    </message>
    <message numerus="yes">
        <source>{0}, {1} stars, %n move(s)</source>
        <translation>
            <numerusform>{0}, {1} yıldız, %n hamle</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>Yarım kalan oyuna devam edilemiyor: {0}</translation>
    </message>
    <message>
        <source>&amp;Pass turn</source>
        <translation>&amp;Pas geç</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Farklı kaydet…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>Suggest &amp;move</source>
        <translation>&amp;Hamle öner</translation>
    </message>
    <message>
        <source>Replay and re&amp;view…</source>
        <translation>Tekrar ve &amp;inceleme…</translation>
    </message>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>&amp;Bulmacalar…</translation>
    </message>
    <message>
        <source>&amp;About Triangles…</source>
        <translation>Triangles &amp;hakkında…</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Pas geç</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Hamle öner</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Öner</translation>
    </message>
    <message>
        <source>Save the game in progress?</source>
        <translation>Süren oyun kaydedilsin mi?</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Kaydetme</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Theme “{0}”: {1}</source>
        <translation>“{0}” teması: {1}</translation>
    </message>
    <message>
        <source>Your themes folder {0} is a file, not a folder: your own themes are not listed.</source>
        <translation>Tema klasörünüz {0} bir klasör değil, bir dosya: kendi temalarınız listelenmiyor.</translation>
    </message>
    <message>
        <source>The theme “{0}” you chose cannot be found; the game uses {1} until it is back.</source>
        <translation>Seçtiğiniz “{0}” teması bulunamıyor; o geri gelene kadar oyun {1} temasını kullanıyor.</translation>
    </message>
    <message>
        <source>Last played {0}</source>
        <translation>Son oynama: {0}</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0} (the file is kept as {1}).</source>
        <translation>Yarım kalan oyun sürdürülemiyor: {0} (dosya {1} adıyla saklandı).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Devam et</translation>
    </message>
    <message>
        <source>Cannot start this game: {0}</source>
        <translation>Bu oyun başlatılamıyor: {0}</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} açılamıyor: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Oyun aç</translation>
    </message>
    <message>
        <source>Triangles games (*{0})</source>
        <translation>Triangles oyunları (*{0})</translation>
    </message>
    <message>
        <source>Cannot save {0}: {1}</source>
        <translation>{0} kaydedilemiyor: {1}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>oyun</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Oyunu kaydet</translation>
    </message>
    <message>
        <source>Your statistics cannot be saved in {0} ({1}); the results of this session are not kept.</source>
        <translation>İstatistikler {0} içine kaydedilemiyor ({1}); bu oturumun sonuçları saklanmaz.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in {0} ({1}); what you change lasts until Triangles is closed.</source>
        <translation>Ayarlar {0} içine kaydedilemiyor ({1}); yaptığınız değişiklikler Triangles kapanana kadar geçerlidir.</translation>
    </message>
    <message>
        <source>The sounds are off: {0}</source>
        <translation>Sesler kapalı: {0}</translation>
    </message>
    <message>
        <source>Its file does not hold the last moves, and a finished game is not kept for the next start.</source>
        <translation>Dosyasında son hamleler yok ve biten bir oyun sonraki açılış için saklanmaz.</translation>
    </message>
    <message>
        <source>This game could not be kept for the next start ({0}).</source>
        <translation>Bu oyun bir sonraki açılış için saklanamadı ({0}).</translation>
    </message>
    <message>
        <source>Save it somewhere else before quitting?</source>
        <translation>Çıkmadan önce başka bir yere kaydedilsin mi?</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Farklı kaydet…</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of this game were moved by less than a billionth of the board to the grid the rules use.</source>
        <translation>
            <numerusform>Bu oyunun %n yıldızı, kuralların kullandığı ızgaraya tahtanın milyarda birinden az kaydırıldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Kaydetmeden çık</translation>
    </message>
    <message>
        <source>The line in the way is {0}–{1}.</source>
        <translation>Engel olan çizgi: {0}–{1}.</translation>
    </message>
    <message>
        <source>The star in the way is {0}.</source>
        <translation>Engel olan yıldız: {0}.</translation>
    </message>
    <message>
        <source>{0} drew {1}–{2}</source>
        <translation>{0}, {1}–{2} çizdi</translation>
    </message>
    <message>
        <source>You drew {0}–{1}</source>
        <translation>{0}–{1} çizdiniz</translation>
    </message>
    <message>
        <source>{0} passed</source>
        <translation>{0} pas geçti</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Pas geçtiniz</translation>
    </message>
    <message numerus="yes">
        <source>, closing %n triangle(s)</source>
        <translation>
            <numerusform> ve %n üçgen kapattı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n closed outline(s) with stars inside, which score nothing</source>
        <translation>
            <numerusform>; içinde yıldız olan %n kapalı çerçeve puan getirmez</numerusform>
        </translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>bir pas</translation>
    </message>
    <message>
        <source>Took back {0}</source>
        <translation>Geri alındı: {0}</translation>
    </message>
    <message numerus="yes">
        <source>A board of %n star(s)</source>
        <translation>
            <numerusform>%n yıldızlı tahta</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}. {1} {2}, {3} {4}. {5}.</source>
        <translation>{0}. {1} {2}, {3} {4}. {5}.</translation>
    </message>
    <message>
        <source>The rules variant {0} is not responding.</source>
        <translation>{0} kural çeşidi yanıt vermiyor.</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Oyunu bitir</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Bekle</translation>
    </message>
    <message>
        <source>Ending the game keeps it: it can be opened again later.</source>
        <translation>Oyunu bitirmek onu saklar: daha sonra yeniden açabilirsiniz.</translation>
    </message>
    <message>
        <source>the rules variant {0} did not answer</source>
        <translation>{0} kural çeşidi yanıt vermedi</translation>
    </message>
    <message>
        <source>The game is kept as {0}.</source>
        <translation>Oyun {0} olarak saklandı.</translation>
    </message>
    <message>
        <source>Suggested move: {0}–{1}</source>
        <translation>Önerilen hamle: {0}–{1}</translation>
    </message>
    <message>
        <source>Cannot continue this game: {0}</source>
        <translation>Bu oyuna devam edilemiyor: {0}</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically ({0}); saving is tried again after every move.</source>
        <translation>Bu oyun otomatik olarak kaydedilemiyor ({0}); kayıt her hamleden sonra yeniden denenir.</translation>
    </message>
    <message>
        <source>Some sound files cannot be used, so only those sounds are off: {0}</source>
        <translation>Bazı ses dosyaları kullanılamıyor, bu yüzden yalnızca o sesler kapalı: {0}</translation>
    </message>
    <message>
        <source>Suggested move: pass your turn.</source>
        <translation>Önerilen hamle: pas geçin.</translation>
    </message>
    <message>
        <source>Draw!</source>
        <translation>Berabere!</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <source>You lost!</source>
        <translation>Kaybettiniz!</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>{0} kazandı!</translation>
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
        <translation>Oyun bitirildi</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>How long a dialog or popup is given to lay itself out (and a file dialog to list its folder). A modal that does not appear within this long is reported as missing, not waited for.</extracomment>
        <translation>Oyun bitti</translation>
    </message>
    <message>
        <source>Triangle! You play again</source>
        <translation>Üçgen! Tekrar oynuyorsunuz</translation>
    </message>
    <message>
        <source>Triangle! {0} plays again</source>
        <translation>Üçgen! {0} tekrar oynuyor</translation>
    </message>
    <message>
        <source>{0} is thinking</source>
        <translation>{0} düşünüyor</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sıra sizde</translation>
    </message>
    <message>
        <source>{0} to play</source>
        <translation>Sıra: {0}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Two players</source>
        <extracomment>The computer seat&apos;s spec when no computer player plugin is installed (the instant player).</extracomment>
        <translation>İki oyuncu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Bilgisayar: {0}</translation>
    </message>
    <message>
        <source>Player &amp;1</source>
        <translation>Oyuncu &amp;1</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>&amp;Adınız</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Oyuncu 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Oyuncu 2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Rakip</translation>
    </message>
    <message>
        <source>Player &amp;2</source>
        <translation>Oyuncu &amp;2</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tahta</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>The computer starts</source>
        <translation>Bilgisayar başlar</translation>
    </message>
    <message>
        <source>The level sets how well the computer plays.</source>
        <translation>Seviye, bilgisayarın ne kadar iyi oynadığını belirler.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Seçenekler</translation>
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
        <translation>{0}: {1} yıldız</translation>
    </message>
</context>
<context>
    <name>OsWords</name>
    <message>
        <source>that folder does not exist</source>
        <translation>bu klasör yok</translation>
    </message>
    <message>
        <source>part of that path is a file, not a folder</source>
        <translation>bu yolun bir kısmı klasör değil, dosya</translation>
    </message>
    <message>
        <source>a folder of that name is already there</source>
        <translation>bu adda bir klasör zaten var</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>oraya yazma izniniz yok</translation>
    </message>
    <message>
        <source>that disk can only be read</source>
        <translation>bu disk salt okunur</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk dolu</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>ad çok uzun</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>dosya bozuk</translation>
    </message>
    <message>
        <source>the file is too large to be a game</source>
        <translation>dosya bir oyun olamayacak kadar büyük</translation>
    </message>
    <message>
        <source>this is not a Triangles game</source>
        <translation>bu bir Triangles oyunu değil</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>dosya boş</translation>
    </message>
    <message>
        <source>this is not a Triangles game, or it is damaged</source>
        <translation>bu bir Triangles oyunu değil ya da bozuk</translation>
    </message>
    <message>
        <source>the game was saved in a format this version cannot read (a newer version of Triangles?)</source>
        <translation>oyun bu sürümün okuyamadığı bir biçimde kaydedilmiş (Triangles&apos;ın daha yeni bir sürümü mü?)</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>bu bir klasör, dosya değil</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe), so it is not read</source>
        <translation>normal bir dosya değil (bir aygıt ya da boru), bu yüzden okunmuyor</translation>
    </message>
    <message>
        <source>the file is not there any more</source>
        <translation>dosya artık orada değil</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>dosya okunamıyor</translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message numerus="yes">
        <source>{0}: %n triangle(s)</source>
        <extracomment>Shrunk for a long name beside it, a name keeps this many characters (all of a short one).</extracomment>
        <translation>
            <numerusform>{0}: %n üçgen</numerusform>
        </translation>
    </message>
    <message>
        <source>, to play</source>
        <translation>, sırası</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>What else reproduces the board and its look, written to the record beside the rules&apos; fields: &quot;view&quot; (the fitted scale the game was played at, see ui/board/board_sizes.py) and &quot;cloud&quot; (how the star cloud was made: see engine/stars.py `CloudSpec`). Record fields the window writes about the board; the rules never see them. accepted: (corners, the variant&apos;s reason in words) of each triangle it closed that scores nothing a, b, the reason in words (-1, -1 for a refused pass), the star it passes over (-1), the drawn segment it crosses as its two stars (None) Pause before a computer moves, so the previous segment&apos;s animation is seen. The suggestion on show: asked again before a move, it is shown again, not paid again. What undo took back, the next to play again first; any other action forgets it.</extracomment>
        <translation>Oyuncu 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Oyuncu 2</translation>
    </message>
</context>
<context>
    <name>PluginSwitch</name>
    <message>
        <source>Triangles closed unexpectedly while loading the plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <extracomment>Settings key: {&quot;group:name&quot;: why it is off (English, shown as the plugin&apos;s error)}. What the player is told at the next start, by what the plugin was doing; {0} is its name.</extracomment>
        <translation>Triangles, {0} eklentisi yüklenirken beklenmedik biçimde kapandı; bu yüzden eklenti kapatıldı. Eklentiler penceresi onu yeniden açabilir.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while loading the theme plugin {0}, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles, {0} tema eklentisi yüklenirken beklenmedik biçimde kapandı; bu yüzden eklenti kapatıldı. Eklentiler penceresi onu yeniden açabilir.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the rules variant {0} was running, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles, {0} kural çeşidi çalışırken beklenmedik biçimde kapandı; bu yüzden o çeşit kapatıldı. Eklentiler penceresi onu yeniden açabilir.</translation>
    </message>
    <message>
        <source>Triangles closed unexpectedly while the computer player {0} was thinking, so it is switched off. The Plugins window can switch it on again.</source>
        <translation>Triangles, bilgisayar oyuncusu {0} düşünürken beklenmedik biçimde kapandı; bu yüzden oyuncu kapatıldı. Eklentiler penceresi onu yeniden açabilir.</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Installed plugins</source>
        <translation>Kurulu eklentiler</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Eklentiler</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Sürüm</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Eklenti</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Durum</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Bilgisayar oyuncusu</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Switch on again</source>
        <translation>Yeniden aç</translation>
    </message>
    <message>
        <source>Loads the selected plugin again from the next start</source>
        <translation>Seçili eklentiyi bir sonraki açılıştan itibaren yeniden yükler</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Hata: {0}</translation>
    </message>
    <message>
        <source>Switched on again: loaded at the next start</source>
        <translation>Yeniden açıldı: bir sonraki açılışta yüklenecek</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <extracomment>Upright, the most of the window&apos;s height the panel under the board takes (it scrolls beyond). Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size.</extracomment>
        <translation>Bulmacalar</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Seviye:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Seviye</translation>
    </message>
    <message>
        <source>Puzzle of the day</source>
        <translation>Günün bulmacası</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Cevabı göster</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tekrar dene</translation>
    </message>
    <message>
        <source>Previous puzzle</source>
        <translation>Önceki bulmaca</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Sonraki bulmaca</translation>
    </message>
    <message>
        <source>No puzzle could be made here. Try the next one.</source>
        <translation>Burada bulmaca oluşturulamadı. Sonrakini deneyin.</translation>
    </message>
    <message>
        <source>This puzzle takes too long to make. Try the next one.</source>
        <translation>Bu bulmacanın oluşturulması çok uzun sürüyor. Sonrakini deneyin.</translation>
    </message>
    <message>
        <source>Right, as the answer showed; a puzzle counts as solved only when found without it.</source>
        <translation>Doğru, cevabın gösterdiği gibi; bir bulmaca yalnızca cevap görülmeden bulunduğunda çözülmüş sayılır.</translation>
    </message>
    <message>
        <source>Right: that is the best move. It is worth {0} under best play.</source>
        <translation>Doğru: en iyi hamle bu. En iyi oyunla değeri {0}.</translation>
    </message>
    <message>
        <source>Right: that is one of the best moves (the others are dotted). It is worth {0} under best play.</source>
        <translation>Doğru: en iyi hamlelerden biri bu (diğerleri noktalı). En iyi oyunla değeri {0}.</translation>
    </message>
    <message>
        <source>Worth: the triangles the player to move ends ahead (+) or behind (−) with best play from here.</source>
        <translation>Değer: buradan en iyi oyunla, hamle sırası olan oyuncunun kaç üçgen önde (+) ya da geride (−) bitirdiği.</translation>
    </message>
    <message>
        <source>When several lines are equally best, any of them is right.</source>
        <translation>Birkaç çizgi eşit derecede en iyiyse, herhangi biri doğrudur.</translation>
    </message>
    <message>
        <source>Not the best move. Try again, or show the answer.</source>
        <translation>En iyi hamle değil. Tekrar deneyin ya da cevabı görün.</translation>
    </message>
    <message>
        <source>The answer is {0}–{1} (dotted): worth {2}, every other line at least one triangle less.</source>
        <translation>Cevap {0}–{1} (noktalı): değeri {2}; diğer her çizgi en az bir üçgen daha az.</translation>
    </message>
    <message>
        <source>The answers are {0} (dotted): any of them is right, each worth {1}; every other line is worth at least one triangle less.</source>
        <translation>Cevaplar {0} (noktalı): bunlardan herhangi biri doğrudur, her birinin değeri {1}; diğer her çizgi en az bir üçgen daha az değerlidir.</translation>
    </message>
    <message>
        <source>Puzzle of the day, {0} ({1})</source>
        <translation>Günün bulmacası, {0} ({1})</translation>
    </message>
    <message>
        <source>{0} puzzle {1}</source>
        <translation>{0} bulmaca {1}</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>Bulmaca hazırlanıyor…</translation>
    </message>
    <message>
        <source>Player {0} to move: find the best line.</source>
        <translation>Sıra oyuncu {0}&apos;de: en iyi çizgiyi bulun.</translation>
    </message>
    <message>
        <source>Rules: play again after a triangle.</source>
        <translation>Kurallar: üçgenden sonra tekrar oynanır.</translation>
    </message>
    <message>
        <source>Rules: the turn passes after a triangle.</source>
        <translation>Kurallar: üçgenden sonra sıra rakibe geçer.</translation>
    </message>
    <message>
        <source>Solved: {0}; puzzles of the day: {1}</source>
        <translation>Çözülen: {0}; günün bulmacaları: {1}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Klasör</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Sürücü</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Dosya</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Tümünü &amp;Seç</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Yukarı çık</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Aşağı in</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <source>Select Color</source>
        <extracomment>The texts of Qt&apos;s colour picker (the theme editor&apos;s, Qt&apos;s own on every system) and of the context menus of a text field and a number box, for the same reason.</extracomment>
        <translation>Renk Seç</translation>
    </message>
    <message>
        <source>Hu&amp;e:</source>
        <translation>T&amp;on:</translation>
    </message>
    <message>
        <source>&amp;Sat:</source>
        <translation>&amp;Doy:</translation>
    </message>
    <message>
        <source>&amp;Val:</source>
        <translation>D&amp;eğ:</translation>
    </message>
    <message>
        <source>&amp;Red:</source>
        <translation>&amp;Kırmızı:</translation>
    </message>
    <message>
        <source>&amp;Green:</source>
        <translation>&amp;Yeşil:</translation>
    </message>
    <message>
        <source>Bl&amp;ue:</source>
        <translation>&amp;Mavi:</translation>
    </message>
    <message>
        <source>A&amp;lpha channel:</source>
        <translation>A&amp;lfa kanalı:</translation>
    </message>
    <message>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
    <message>
        <source>&amp;Basic colors</source>
        <translation>&amp;Temel renkler</translation>
    </message>
    <message>
        <source>&amp;Custom colors</source>
        <translation>&amp;Özel renkler</translation>
    </message>
    <message>
        <source>&amp;Add to Custom Colors</source>
        <translation>Özel Renklere &amp;Ekle</translation>
    </message>
    <message>
        <source>&amp;Pick Screen Color</source>
        <translation>Ekran Rengini &amp;Seç</translation>
    </message>
    <message>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>İmleç %1, %2 konumunda.
İptal etmek için Vazgeç’e basın.</translation>
    </message>
    <message>
        <source>Cursor at %1, %2, color: %3
Press ESC to cancel</source>
        <translation>İmleç %1, %2 konumunda, renk: %3.
İptal etmek için Vazgeç’e basın.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>The texts of Qt&apos;s own file dialog (Open, Save, Import and Export on Linux; Windows and macOS show the system&apos;s), for the same reason: Qt has no Greek catalogue, and its Turkish, Czech and Italian ones leave &quot;Look in:&quot;, &quot;Files of type:&quot; and the kinds of entries in English.</extracomment>
        <translation>&amp;Konum:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Dosya a&amp;dı:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dosya &amp;türü:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Aç</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Farklı Kaydet</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Geri</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>İleri</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Üst Dizin</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Yeni Klasör Oluştur</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste Görünümü</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Ayrıntılı Görünüm</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Geri git</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>İleri git</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Üst dizine git</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Yeni bir klasör Oluştur</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Liste görünümü kipine geç</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Ayrıntılı görünüm kipine geç</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Yerlerin ve yer imlerinin listesi</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Kenar Çubuğu</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dosyalar</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Son Yerler</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Yeniden Adlandı&amp;r</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Sil</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Gizli dosyaları göster</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Yeni Klasör</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Yeni Klasör</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 halihazırda var.
Değiştirmek istiyor musunuz?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Dosya bulunamadı.
Lütfen doğru dosya adının verildiğini doğrulayın.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Dizin bulunamadı.
Lütfen doğru dizin adının verildiğini doğrulayın.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>“%1” silinecek, emin misiniz?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” yazma korumalı.
Yine de silmek istiyor musunuz?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Dizin silinemedi.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Değiştirilme Tarihi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kes</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Ko&amp;pyala</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Yapıştır</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tümünü Seç</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>The languages the game is written in, with their names in their own language. The standard button texts of the game&apos;s dialogs, as Qt names them. Qt ships no catalogue for some of the game&apos;s languages (Greek), so they are listed here for lupdate and translated in the game&apos;s own catalogues too (which Qt consults before its own).</extracomment>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Evet</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hayır</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>At</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Uygula</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Öntanımlıları Geri Yükle</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This line is already drawn.</source>
        <translation>Bu çizgi zaten çizilmiş.</translation>
    </message>
    <message>
        <source>This line passes over a star.</source>
        <translation>Bu çizgi bir yıldızın üzerinden geçiyor.</translation>
    </message>
    <message>
        <source>This line would cross a line already drawn.</source>
        <translation>Bu çizgi başka bir çizgiyi keserdi.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Oyun bitti.</translation>
    </message>
    <message>
        <source>Choose two different stars.</source>
        <translation>İki farklı yıldız seçin.</translation>
    </message>
    <message>
        <source>The rules do not allow this now.</source>
        <translation>Kurallar şu anda buna izin vermiyor.</translation>
    </message>
    <message>
        <source>This move is not allowed.</source>
        <translation>Bu hamleye izin verilmiyor.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Şu anda pas geçilemez.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>best</source>
        <extracomment>The share of a narrow window&apos;s height the panel under the board keeps: on a phone, what a review adds (the graph, the summary) with the move list and &quot;Continue from here&quot; in sight, and the board as large before the review as after. Where that is not enough (a long translation, a line saying whose side the person takes) it takes up to PANEL_SHARE_MOST, and beyond that it scrolls. The best segments a caption names and the board dots: early in a game dozens can be equally best.</extracomment>
        <translation>en iyi</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>küçük hata</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>hata</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>büyük hata</translation>
    </message>
    <message>
        <source>Replay and review</source>
        <translation>Tekrar ve inceleme</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>İlk konum</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Önceki hamle (Sol)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Sonraki hamle (Sağ)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Son konum</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>İncele</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Buradan devam et</translation>
    </message>
    <message>
        <source>Play on against:</source>
        <translation>Şuna karşı devam et:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Aç…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Kayıtlı bir oyun aç</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamleler</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>İnceleme ilerlemesi</translation>
    </message>
    <message>
        <source>Graph of who is ahead after each move</source>
        <translation>Her hamleden sonra kimin önde olduğunun grafiği</translation>
    </message>
    <message>
        <source>Above the middle line player 1 is ahead, below player 2; the move list says the same in words.</source>
        <translation>Orta çizginin üstünde 1. oyuncu, altında 2. oyuncu önde; hamle listesi aynısını sözle söyler.</translation>
    </message>
    <message>
        <source>Cannot open {0}: {1}</source>
        <translation>{0} açılamıyor: {1}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Oyun aç</translation>
    </message>
    <message>
        <source>Triangles games (*.triangles);;Game records (*.json)</source>
        <translation>Triangles oyunları (*.triangles);;Oyun kayıtları (*.json)</translation>
    </message>
    <message>
        <source>You drew {0}.</source>
        <translation>{0} çizdiniz.</translation>
    </message>
    <message>
        <source>{0} drew {1}.</source>
        <translation>{0}, {1} çizdi.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Pas geçtiniz.</translation>
    </message>
    <message>
        <source>{0} passed.</source>
        <translation>{0} pas geçti.</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Oyun yok</translation>
    </message>
    <message>
        <source>Move {0} of {1}</source>
        <translation>Hamle {0} / {1}</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Oyunun başı.</translation>
    </message>
    <message>
        <source>You played {0}: {1}.</source>
        <translation>{0} oynadın: {1}.</translation>
    </message>
    <message>
        <source>{0} played {1}: {2}.</source>
        <translation>{0}, {1} oynadı: {2}.</translation>
    </message>
    <message>
        <source>Triangles given away: {0}; best: {1} (dotted).</source>
        <translation>Verilen üçgen: {0}; en iyisi: {1} (noktalı).</translation>
    </message>
    <message>
        <source>(estimated)</source>
        <translation>(tahmini)</translation>
    </message>
    <message>
        <source>Move {0}: {1}–{2}</source>
        <translation>Hamle {0}: {1}–{2}</translation>
    </message>
    <message>
        <source>Move {0}: pass</source>
        <translation>Hamle {0}: pas</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Oyuncu {0}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>Review done.</source>
        <translation>İnceleme bitti.</translation>
    </message>
    <message>
        <source>Reviewing with the exact solver…</source>
        <translation>Kesin çözücüyle inceleniyor…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>İnceleme iptal edildi.</translation>
    </message>
    <message>
        <source>{0}: accuracy {1}%, {2}; {3}, {4}, {5}</source>
        <translation>{0}: isabet %{1}, {2}; {3}, {4}, {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n triangle(s) lost</source>
        <translation>
            <numerusform>%n üçgen kayıp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n küçük hata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n hata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n büyük hata</numerusform>
        </translation>
    </message>
    <message>
        <source>Another player on this device</source>
        <translation>Bu cihazda başka bir oyuncu</translation>
    </message>
    <message>
        <source>~ estimated, not proved in the time</source>
        <translation>~ tahmini, sürede kanıtlanamadı</translation>
    </message>
    <message>
        <source>The review covers the classic rules only.</source>
        <translation>İnceleme yalnızca klasik kuralları kapsar.</translation>
    </message>
    <message>
        <source>The review covers the classic rules only: a dice turn depends on rolls to come.</source>
        <translation>İnceleme yalnızca klasik kuralları kapsar: zarlı bir tur, gelecek atışlara bağlıdır.</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Bilgisayar: {0}</translation>
    </message>
    <message>
        <source>You keep your own side, and move next.</source>
        <translation>Kendi tarafınızda kalırsınız; sıra sizde.</translation>
    </message>
    <message>
        <source>You take the side of {0}, who moves next.</source>
        <translation>Sıradaki oyuncu {0} tarafını alırsınız.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>In short</source>
        <translation>Kısaca</translation>
    </message>
    <message>
        <source>Players take turns drawing a line between two stars. A line may not cross another line or pass over a star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has more triangles wins.</source>
        <translation>Oyuncular sırayla iki yıldız arasına bir çizgi çeker. Bir çizgi başka bir çizgiyle kesişemez ve bir yıldızın üzerinden geçemez. İçinde hiç yıldız bulunmayan bir üçgeni kapatmak bir puan kazandırır. Kapatılabilecek üçgen kalmayınca oyun biter; en çok üçgeni olan kazanır.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Amaç</translation>
    </message>
    <message>
        <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60 or 120 stars on a phone, 80, 120 or 180 on a tablet, depending on the board you choose. There is no grid: a line may join two stars far apart, as long as it follows the rules below.</source>
        <translation>Rakibinizden daha fazla üçgen kapatmak. Tahta bir yıldız bulutudur: seçilen tahtaya göre telefonda 24, 60 veya 120, tablette 80, 120 veya 180 yıldız. Izgara yoktur: aşağıdaki kurallara uyduğu sürece bir çizgi birbirinden uzak iki yıldızı birleştirebilir.</translation>
    </message>
    <message>
        <source>Drawing a line</source>
        <translation>Çizgi çekmek</translation>
    </message>
    <message>
        <source>Tap a star and then another, or slide your finger from one star to the other. The line takes the player&apos;s colour: with the Nebula theme, the default, red-orange for Player 1 and blue for Player 2. The game refuses a line in three cases:</source>
        <translation>Bir yıldıza, ardından başka bir yıldıza dokunun ya da parmağınızı bir yıldızdan diğerine sürükleyin. Çizgi oyuncunun renginde olur: varsayılan tema olan Nebula temasında Oyuncu 1 için kırmızımsı turuncu, Oyuncu 2 için mavidir. Uygulama bir çizgiyi üç durumda reddeder:</translation>
    </message>
    <message>
        <source>• it already exists;</source>
        <translation>• çizgi zaten vardır;</translation>
    </message>
    <message>
        <source>• it passes over another star (even by a hair: the game allows a gap of a few screen points at most);</source>
        <translation>• çizgi başka bir yıldızın üzerinden geçer (kıl payı da olsa: uygulama ekranda en fazla birkaç noktalık bir sapmaya izin verir);</translation>
    </message>
    <message>
        <source>• it crosses a line already drawn. Two lines may start from the same star, but they may never cross.</source>
        <translation>• daha önce çizilmiş bir çizgiyi keser. İki çizgi aynı yıldızdan çıkabilir, ama asla kesişemez.</translation>
    </message>
    <message>
        <source>The line B–D (dashed) is refused: it would cross the line A–C.</source>
        <translation>B–D çizgisi (kesik çizgiyle gösterilen) reddedilir: A–C çizgisini keserdi.</translation>
    </message>
    <message>
        <source>The line A–C (dashed) is refused: it would pass over the star B.</source>
        <translation>A–C çizgisi (kesik çizgiyle gösterilen) reddedilir: B yıldızının üzerinden geçerdi.</translation>
    </message>
    <message>
        <source>When a triangle counts</source>
        <translation>Bir üçgen ne zaman sayılır</translation>
    </message>
    <message>
        <source>When your line closes a triangle, that is, when its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score a point. A triangle counts only if it contains no star, neither inside nor exactly on a side. The three sides of a triangle with a star in it can all be drawn, but it scores nothing.</source>
        <translation>Çizginiz bir üçgeni kapattığında, yani diğer iki kenarı zaten çizilmişse (sizin ya da rakibinizin tarafından), üçgen sizin renginizle dolar ve bir puan kazanırsınız. Bir üçgen yalnızca içinde hiç yıldız yoksa sayılır; yıldız ne içeride ne de tam olarak bir kenarın üzerinde olmalıdır. İçinde yıldız olan bir üçgenin üç kenarı da çizilebilir, ama hiç puan getirmez.</translation>
    </message>
    <message>
        <source>The large triangle ABC is closed, but the star D is inside it: no point. The small triangles around D, on the other hand, do count.</source>
        <translation>ABC büyük üçgeni kapalıdır, ama D yıldızı içindedir: puan yok. D çevresindeki küçük üçgenler ise sayılır.</translation>
    </message>
    <message>
        <source>One line, two triangles</source>
        <translation>Tek çizgi, iki üçgen</translation>
    </message>
    <message>
        <source>A line has two sides: it can close a triangle on each side and score 2 points in one move. In the square below, the diagonal A–C closes ABC and ACD at the same time.</source>
        <translation>Bir çizginin iki tarafı vardır: her iki tarafta birer üçgen kapatıp tek hamlede 2 puan getirebilir. Aşağıdaki karede A–C köşegeni hem ABC hem de ACD üçgenini aynı anda kapatır.</translation>
    </message>
    <message>
        <source>The diagonal A–C closes two triangles in one move.</source>
        <translation>A–C köşegeni tek hamlede iki üçgeni kapatır.</translation>
    </message>
    <message>
        <source>The option “Play again after a triangle”</source>
        <translation>“Üçgenden sonra tekrar oyna” seçeneği</translation>
    </message>
    <message>
        <source>By default, each player draws one line per turn, whether it closes a triangle or not. In the New Game window, the option “Play again after a triangle” changes this: a player who closes at least one triangle draws another line straight away. In the example, Player 1 closes a triangle on move 3 and also plays the next move.</source>
        <translation>Varsayılan olarak her oyuncu sırasında yalnızca bir çizgi çizer; bu çizgi bir üçgen kapatsa da kapatmasa da. Yeni oyun penceresindeki “Üçgenden sonra tekrar oyna” seçeneği bunu değiştirir: en az bir üçgen kapatan oyuncu hemen bir çizgi daha çizer. Örnekte Oyuncu 1, 3. hamlede bir üçgen kapatır ve bir sonraki hamleyi de o oynar.</translation>
    </message>
    <message>
        <source>Player 1 closes a triangle on move 3 and draws the next line too.</source>
        <translation>Oyuncu 1, 3. hamlede bir üçgen kapatır ve sonraki çizgiyi de o çizer.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Oyunun sonu</translation>
    </message>
    <message>
        <source>The game ends as soon as no triangle can be closed and counted any more: a line that could still be drawn would score nothing. The player who closed the most triangles wins. Against the computer, the final screen shows “You won!” or “You lost!”; in a two-player game it shows the winner&apos;s name.</source>
        <translation>Artık kapatılıp sayılabilecek hiçbir üçgen kalmadığı anda oyun biter: geriye kalan olası bir çizgi artık puan getirmez. En çok üçgen kapatan oyuncu kazanır. Bilgisayara karşı oynarken bitiş ekranında “Kazandınız!” ya da “Kaybettiniz!” yazar; iki kişilik oyunda ise kazanan oyuncunun adı yazar.</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Beraberlik</translation>
    </message>
    <message>
        <source>With the same number of triangles, the final screen shows “Draw!”. Against the computer, a draw counts neither as a win nor as a loss in the statistics. The example below ends in a draw.</source>
        <translation>Üçgen sayıları eşitse bitiş ekranında “Berabere!” yazar. Bilgisayara karşı oynarken beraberlik, istatistiklerde ne galibiyet ne de mağlubiyet sayılır. Aşağıdaki örnek beraberlikle biter.</translation>
    </message>
    <message>
        <source>Each player closes two triangles: the game ends in a draw.</source>
        <translation>Her oyuncu iki üçgen kapatır: oyun berabere biter.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Triangles kuralları</translation>
    </message>
    <message>
        <source>This example cannot be shown: the rules variant {0} failed or is not responding.</source>
        <translation>Bu örnek gösterilemiyor: {0} kural çeşidi hata verdi ya da yanıt vermiyor.</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s tips again</source>
        <translation>İpuçlarını yeniden göster</translation>
    </message>
    <message>
        <source>Example: {0}</source>
        <translation>Örnek: {0}</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Örnek</translation>
    </message>
</context>
<context>
    <name>SelfCheck</name>
    <message>
        <source>Computer 1</source>
        <extracomment>The computer players&apos; think budget is scaled down: the check is about the window, not strength. The picture format each screenshot name ending asks for; a name without one is a PNG. How Qt&apos;s headless platforms begin their note on each window feature they lack (&quot;This plugin does not support propagateSizeHints()&quot;): about the screen, not the game. How long past --timeout the watchdog waits before it ends a check that stopped answering. Tries at removing the check&apos;s folder when it ends at once: a thread of the game (the autosave) may be writing a file into it at that moment.</extracomment>
        <translation>Bilgisayar 1</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>Bilgisayar 2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ses</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Tam &amp;ekran</translation>
    </message>
    <message>
        <source>Show Beginner&apos;s &amp;tips</source>
        <translation>Başlangıç &amp;ipuçlarını göster</translation>
    </message>
    <message>
        <source>Shade &amp;invalid triangles</source>
        <translation>Geçersiz üçgenleri &amp;gölgele</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>{0} %</source>
        <comment>a share in percent</comment>
        <translation>%{0}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>a computer level, then the rules variant</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0}, with hints</source>
        <translation>{0}, önerilerle</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <source>Forget all results against the computer?</source>
        <translation>Bilgisayara karşı tüm sonuçlar silinsin mi?</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Seviye</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Galibiyet</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Mağlubiyet</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Beraberlik</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <source>Wins among games won or lost; draws count as neither.</source>
        <translation>Kazanılan ya da kaybedilen oyunlar içindeki galibiyetler; beraberlikler sayılmaz.</translation>
    </message>
    <message>
        <source>No games against the computer yet.</source>
        <translation>Henüz bilgisayara karşı oyun yok.</translation>
    </message>
    <message>
        <source>Results against each level</source>
        <translation>Her seviyeye karşı sonuçlar</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Sıfırla</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (what stood in place of the file is kept as {0}).</source>
        <translation>İstatistikleriniz okunamadı, bu yüzden sıfırdan başlıyor (dosyanın yerinde duran şey {0} olarak saklandı).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (what stood in place of the file is kept as {0}).</source>
        <translation>Ayarlarınız okunamadı, bu yüzden varsayılanlar kullanılıyor (dosyanın yerinde duran şey {0} olarak saklandı).</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <translation>İstatistikleriniz okunamadı, bu yüzden sıfırdan başlıyor (bozuk dosya {0} olarak saklandı).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>Ayarlarınız okunamadı, bu yüzden varsayılanlar kullanılıyor (bozuk dosya {0} olarak saklandı).</translation>
    </message>
    <message>
        <source>Your statistics cannot be read or saved in {0}, so they start from zero for now; nothing there was moved or changed.</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>İstatistikleriniz {0} içinde okunamıyor veya kaydedilemiyor, bu yüzden şimdilik sıfırdan başlıyor; orada hiçbir şey taşınmadı veya değiştirilmedi.</translation>
    </message>
    <message>
        <source>Your settings cannot be read or saved in {0}, so the defaults are used for now; nothing there was moved or changed.</source>
        <translation>Ayarlarınız {0} içinde okunamıyor veya kaydedilemiyor, bu yüzden şimdilik varsayılanlar kullanılıyor; orada hiçbir şey taşınmadı veya değiştirilmedi.</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Below this width (a phone) the editor stacks its panes instead of setting them side by side, and below the width the three panes need in the language shown (`_wide_width`). The narrowest the preview gets beside the theme list and a whole form. From this height on, the one-page (phone) layout keeps the preview in view above the page. From this width on, a window wider than tall sets the one page beside the preview (a phone on its side, a tablet at 200 %): two phone-wide columns. Slider steps of each number key (the range comes from the schema). A user theme was saved (old == new), renamed, or deleted (new == &quot;&quot;): (old, new) names.</extracomment>
        <translation>Temalar</translation>
    </message>
    <message>
        <source>Save as new…</source>
        <translation>Yeni olarak kaydet…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Yeniden adlandır…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>İçe aktar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Dışa aktar…</translation>
    </message>
    <message>
        <source>Use this theme</source>
        <translation>Bu temayı kullan</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Başlık</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>A player&apos;s values that follow the one colour (the pattern only if it had the player&apos;s hue).</extracomment>
        <translation>Oyuncu 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Oyuncu 2</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Çizgiler</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Yıldızlar</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Arka plan</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Geri bildirim</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Pencere</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Üçgenler</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Desen</translation>
    </message>
    <message>
        <source>Pattern colour</source>
        <translation>Desen rengi</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Kalınlık</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Renk</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Glow</source>
        <translation>Parıltı</translation>
    </message>
    <message>
        <source>Glow colour</source>
        <translation>Parıltı rengi</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Üst</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Distant stars</source>
        <translation>Uzak yıldızlar</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Kaç tane</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Vurgu</translation>
    </message>
    <message>
        <source>Refused segment</source>
        <translation>Reddedilen çizgi</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Paneller</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Metin</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Yazı tipi</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Metin boyutu</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Çizgili</translation>
    </message>
    <message>
        <source>Lines, other way</source>
        <translation>Ters çizgili</translation>
    </message>
    <message>
        <source>Crossed lines</source>
        <translation>Kareli</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Noktalı</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Göster</translation>
    </message>
    <message>
        <source>Fine control: segments, triangles and pattern apart</source>
        <translation>Ayrıntılı ayar: çizgiler, üçgenler ve desen ayrı ayrı</translation>
    </message>
    <message>
        <source>System font</source>
        <translation>Sistem yazı tipi</translation>
    </message>
    <message>
        <source>Preview of the theme</source>
        <translation>Temanın önizlemesi</translation>
    </message>
    <message>
        <source>{0} (cannot be used)</source>
        <translation>{0} (kullanılamaz)</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Değişiklikleri at</translation>
    </message>
    <message>
        <source>Discard the changes to “{0}”?</source>
        <translation>“{0}” temasındaki değişiklikler atılsın mı?</translation>
    </message>
    <message>
        <source>Your theme, saved in {0}.</source>
        <translation>Sizin temanız, {0} konumunda kayıtlı.</translation>
    </message>
    <message>
        <source>A theme of the plugin package {0}: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>{0} eklenti paketinin teması: “Yeni olarak kaydet…” değişikliklerinizi kendi temanız olarak saklar.</translation>
    </message>
    <message>
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Yerleşik tema: “Yeni olarak kaydet…” değişikliklerinizi kendi temanız olarak saklar.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Kaydedilmemiş değişiklikler.</translation>
    </message>
    <message>
        <source>The game is in this theme.</source>
        <translation>Oyun bu temayı kullanıyor.</translation>
    </message>
    <message>
        <source>⚠ Player 1 and Player 2 look almost the same: nobody could tell whose lines are whose.</source>
        <translation>⚠ Oyuncu 1 ile Oyuncu 2 neredeyse aynı görünüyor: kimse hangi çizginin kime ait olduğunu ayırt edemez.</translation>
    </message>
    <message>
        <source>⚠ Player 1&apos;s lines hardly show on the background.</source>
        <translation>⚠ Oyuncu 1&apos;in çizgileri arka planda zor görünüyor.</translation>
    </message>
    <message>
        <source>⚠ Player 2&apos;s lines hardly show on the background.</source>
        <translation>⚠ Oyuncu 2&apos;nin çizgileri arka planda zor görünüyor.</translation>
    </message>
    <message>
        <source>⚠ The stars hardly show on the background.</source>
        <translation>⚠ Yıldızlar arka planda zor görünüyor.</translation>
    </message>
    <message>
        <source>Save as new theme</source>
        <translation>Yeni tema olarak kaydet</translation>
    </message>
    <message>
        <source>Title of the new theme:</source>
        <translation>Yeni temanın başlığı:</translation>
    </message>
    <message>
        <source>My {0}</source>
        <translation>Benim {0}</translation>
    </message>
    <message>
        <source>Rename theme</source>
        <translation>Temayı yeniden adlandır</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Yeni başlık:</translation>
    </message>
    <message>
        <source>“{0}” is the theme in use. Delete it? The game will switch to Nebula.</source>
        <translation>“{0}” kullanılan tema. Silinsin mi? Oyun Nebula temasına geçecek.</translation>
    </message>
    <message>
        <source>Delete theme</source>
        <translation>Temayı sil</translation>
    </message>
    <message>
        <source>Imported “{0}”; some of its values could not be used as written:</source>
        <translation>“{0}” içe aktarıldı; bazı değerleri yazıldığı gibi kullanılamadı:</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>“{0}” teması silinsin mi?</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>{0} yazılamıyor: {1}</translation>
    </message>
    <message>
        <source>Exported “{0}” to {1}.</source>
        <translation>“{0}” şuraya aktarıldı: {1}.</translation>
    </message>
    <message>
        <source>Close without saving the changes to “{0}”?</source>
        <translation>“{0}” temasındaki değişiklikler kaydedilmeden kapatılsın mı?</translation>
    </message>
    <message>
        <source>Import theme</source>
        <translation>Tema içe aktar</translation>
    </message>
    <message>
        <source>There is already a theme called “{0}”.</source>
        <translation>“{0}” adında bir tema zaten var.</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Değiştir</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>İkisini de tut</translation>
    </message>
    <message>
        <source>Theme files (*{0})</source>
        <translation>Tema dosyaları (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Temayı dışa aktar</translation>
    </message>
</context>
<context>
    <name>ai</name>
    <message>
        <source>Standard</source>
        <translation>Standart</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Rastgele</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Rastgele</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Üçgenden sonra tekrar oyna</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another line at once.</source>
        <translation>En az bir üçgen kapatan oyuncu hemen bir çizgi daha çizer.</translation>
    </message>
    <message>
        <source>Suggest move</source>
        <translation>Hamle öner</translation>
    </message>
    <message>
        <source>How often each player may ask the computer for a good line in this game.</source>
        <translation>Her oyuncunun bu oyunda bilgisayardan kaç kez iyi bir çizgi isteyebileceği.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Hiç</translation>
    </message>
    <message>
        <source>3 times</source>
        <translation>3 kez</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Sınırsız</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>Game mode</source>
        <extracomment>&quot;Suggest move&quot; uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Oyun modu</translation>
    </message>
    <message>
        <source>The players&apos; help, not the computer&apos;s level: Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>Oyunculara yardım, bilgisayarın düzeyi değil: Başlangıç adım adım ipuçları gösterir; Başlangıç ve Normal her oyuncuya 3 hamle önerisi verir; Uzman hiç vermez.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Puan getiren en küçük üçgen (ortalama üçgene oranı)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board&apos;s average triangle does not score.</source>
        <translation>Tahtadaki ortalama üçgenin bu oranından küçük bir üçgen puan getirmez.</translation>
    </message>
    <message>
        <source>Narrowest angle of a triangle that scores (degrees)</source>
        <translation>Puan getiren üçgenin en dar açısı (derece)</translation>
    </message>
    <message>
        <source>A triangle with a narrower corner than this does not score.</source>
        <translation>Bundan daha dar bir köşesi olan üçgen puan getirmez.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Dice and hints</source>
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game&apos;s.</extracomment>
        <translation>Zar ve ipuçları</translation>
    </message>
    <message>
        <source>The last line can only be drawn with exactly 1 line left in the turn.</source>
        <translation>Son çizgi yalnızca turda tam olarak 1 çizgi hakkı kaldığında çizilebilir.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Bu üçgen ele geçirilmiş bir üçgeni içine alırdı.</translation>
    </message>
    <message>
        <source>This triangle is too small to count.</source>
        <extracomment>`Game.unscored_reason` keys (rules 8 and 10): why a closed triangle does not count.</extracomment>
        <translation>Bu üçgen sayılmak için fazla küçük.</translation>
    </message>
    <message>
        <source>This triangle is too narrow to count.</source>
        <translation>Bu üçgen sayılmak için fazla dar.</translation>
    </message>
    <message>
        <source>No valid triangle can be built any more.</source>
        <extracomment>Outcome reasons: {0} is the loser, {1} the winner.</extracomment>
        <translation>Artık geçerli hiçbir üçgen oluşturulamaz.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: {1} wins.</source>
        <translation>{0} için yalnızca son çizgi kalmışken 1&apos;den fazla çizgi hakkı vardı ve başka işe yarar hamle yoktu: {1} kazandı.</translation>
    </message>
    <message>
        <source>You had more than 1 line left with only the last line to draw, and no other useful move: you lose.</source>
        <translation>Yalnızca son çizgi kalmışken 1&apos;den fazla çizgi hakkınız vardı ve başka işe yarar hamleniz yoktu: kaybettiniz.</translation>
    </message>
    <message>
        <source>{0} had more than 1 line left with only the last line to draw, and no other useful move: you win.</source>
        <translation>{0} için yalnızca son çizgi kalmışken 1&apos;den fazla çizgi hakkı vardı ve başka işe yarar hamle yoktu: kazandınız.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle {1} conquered: {0} can build no more triangles, and {1} wins.</source>
        <translation>{0} için kalan her işe yarar çizgi, {1} oyuncusunun ele geçirdiği bir üçgeni içine alırdı: {0} artık üçgen oluşturamaz ve {1} kazandı.</translation>
    </message>
    <message>
        <source>Every useful line left to you would enclose a triangle {1} conquered: you can build no more triangles, and you lose.</source>
        <translation>Kalan her işe yarar çizginiz, {1} oyuncusunun ele geçirdiği bir üçgeni içine alırdı: artık üçgen oluşturamazsınız ve kaybettiniz.</translation>
    </message>
    <message>
        <source>Every useful line left to {0} would enclose a triangle you conquered: {0} can build no more triangles, and you win.</source>
        <translation>{0} için kalan her işe yarar çizgi, ele geçirdiğiniz bir üçgeni içine alırdı: {0} artık üçgen oluşturamaz ve kazandınız.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a line: the score decides.</source>
        <translation>İki oyuncu da hiç çizgi çizmeden birer turu geçti: skor belirler.</translation>
    </message>
    <message>
        <source>You rolled {0}: that is how many lines you may draw this turn, one star then another. Pass turn gives up the rest.</source>
        <extracomment>Beginner&apos;s tips (tips.TIP_KEYS): {0} is the roll, {1} the segments left in the turn.</extracomment>
        <translation>{0} attınız: bu turda en fazla {0} çizgi çizebilirsiniz, her seferinde bir yıldızdan başka bir yıldıza. “Pas geç” kalanlardan vazgeçer.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Bir üçgenin iki kenarı çizildi: onu ele geçirmek için üçüncü kenarı çizin.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Lines left: {1}.</source>
        <translation>Daha sonra tamamlayabileceğiniz bir üçgenin bir kenarını çizin; rakibinize iki kenarı çizilmiş bir üçgen bırakmayın. Kalan çizgi: {1}.</translation>
    </message>
    <message>
        <source>Only the last line is left: it can be drawn only with exactly 1 line left in your turn. Draw other lines first, or pass.</source>
        <translation>Yalnızca son çizgi kaldı: ancak turunuzda tam olarak 1 çizgi hakkınız kaldığında çizilebilir. Önce başka çizgiler çizin ya da pas geçin.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good line (3 times a game for each player).</source>
        <translation>Emin değil misiniz? “Hamle öner” iyi bir çizgi gösterir (her oyuncu için oyun başına 3 kez).</translation>
    </message>
    <message>
        <source>Nothing useful is left to draw this turn without losing at once: Pass turn hands the turn over.</source>
        <translation>Bu turda hemen kaybetmeden çizilecek yararlı bir şey kalmadı: “Pas geç” sırayı devreder.</translation>
    </message>
    <message>
        <source>The dice variant</source>
        <translation>Zarlı oyun</translation>
    </message>
    <message>
        <source>Choose the rules “Dice and hints” in the New Game window to play with a die. The goal stays the same: capture more triangles than your opponent. Everything not said below is as in the classic rules.</source>
        <translation>Zarla oynamak için Yeni oyun penceresinde “Zar ve ipuçları” kurallarını seçin. Amaç aynıdır: rakibinizden daha fazla üçgen ele geçirmek. Aşağıda söylenmeyen her şey klasik kurallardaki gibidir.</translation>
    </message>
    <message>
        <source>1. The stars are scattered at random on the board and change place with every new game.</source>
        <translation>1. Yıldızlar tahtaya rastgele dağıtılır ve her yeni oyunda yer değiştirir.</translation>
    </message>
    <message>
        <source>2. Players take turns rolling the die.</source>
        <translation>2. Oyuncular sırayla zar atar.</translation>
    </message>
    <message>
        <source>3. The number rolled is how many lines the player draws in that turn. Closing a triangle does not give extra lines.</source>
        <translation>3. Gelen sayı, oyuncunun o turda kaç çizgi çizeceğini gösterir. Üçgen kapatmak fazladan çizgi kazandırmaz.</translation>
    </message>
    <message>
        <source>4. To draw a line, select a star and then a second star.</source>
        <translation>4. Bir çizgi çizmek için bir yıldız, ardından ikinci bir yıldız seçin.</translation>
    </message>
    <message>
        <source>5. A line may not cross the lines already drawn.</source>
        <translation>5. Bir çizgi daha önce çizilmiş çizgileri kesemez.</translation>
    </message>
    <message>
        <source>6. A line may not pass over another star of the board.</source>
        <translation>6. Bir çizgi tahtadaki başka bir yıldızın üzerinden geçemez.</translation>
    </message>
    <message>
        <source>7. A line already drawn cannot be drawn again, and the same two stars cannot be joined twice.</source>
        <translation>7. Daha önce çizilmiş bir çizgi yeniden çizilemez ve aynı iki yıldız ikinci kez birleştirilemez.</translation>
    </message>
    <message>
        <source>8. A triangle is valid only if it is large enough to be clearly visible and no other star is left inside it.</source>
        <translation>8. Bir üçgen yalnızca açıkça görülecek kadar büyükse ve içinde başka hiç yıldız kalmıyorsa geçerlidir.</translation>
    </message>
    <message>
        <source>9. A triangle already captured is protected: the opponent may not make a new triangle that encloses it. Such a line stays refused to that player for the rest of the game; a line refused to both players can never be drawn, so a triangle that needs it can no longer be built.</source>
        <translation>9. Ele geçirilmiş bir üçgen korunur: rakip onu içine alan yeni bir üçgen oluşturamaz. Böyle bir çizgi oyunun sonuna kadar o oyuncuya yasak kalır; iki oyuncuya da yasak olan bir çizgi hiçbir zaman çizilemez, bu yüzden ona ihtiyaç duyan bir üçgen artık oluşturulamaz.</translation>
    </message>
    <message>
        <source>10. Tiny or very narrow triangles are not valid and score no points.</source>
        <translation>10. Çok küçük ya da çok dar üçgenler geçerli sayılmaz ve puan getirmez.</translation>
    </message>
    <message>
        <source>11. When you close a valid triangle you score 1 point at once and your avatar appears in it. That point stays yours until the end of the game.</source>
        <translation>11. Geçerli bir üçgeni kapattığınızda hemen 1 puan kazanırsınız ve üçgende avatarınız belirir. Bu puan oyunun sonuna kadar sizindir.</translation>
    </message>
    <message>
        <source>12. The exact count applies only at the very end of the game: when a single useful line is left (one that can still close a triangle), only a player with exactly 1 line left in the turn may draw it. With more lines left, draw lines that leave it open, or pass.</source>
        <translation>12. Tam sayı kuralı yalnızca oyunun en sonunda uygulanır: geriye tek bir işe yarar çizgi kaldığında (hâlâ bir üçgen kapatabilen bir çizgi), onu yalnızca o turda tam olarak 1 çizgi hakkı kalan oyuncu çizebilir. Daha fazla hakkınız varsa onu açık bırakan çizgiler çizin ya da pas geçin.</translation>
    </message>
    <message>
        <source>13. In Beginner and Normal mode each player may use “Suggest move” at most 3 times per game. A suggestion may show a line that closes a triangle at once or one that prepares a later triangle.</source>
        <translation>13. Başlangıç ve Normal modda her oyuncu “Hamle öner” düğmesini oyun başına en fazla 3 kez kullanabilir. Öneri, hemen bir üçgen kapatan bir çizgiyi ya da sonraki bir üçgeni hazırlayan bir çizgiyi gösterebilir.</translation>
    </message>
    <message>
        <source>14. In Expert mode, suggestions are not available.</source>
        <translation>14. Uzman modda öneri alınamaz.</translation>
    </message>
    <message>
        <source>15. With “Pass turn” you give up the rest of your lines and hand the turn to your opponent straight away.</source>
        <translation>15. “Pas geç” ile kalan çizgilerinizden vazgeçip sırayı hemen rakibinize bırakırsınız.</translation>
    </message>
    <message>
        <source>16. If the game finds that a player has no useful move left, the game ends at once and the opponent wins: the player to move, or a player whose every useful line is refused to them for good (rule 9).</source>
        <translation>16. Oyun, bir oyuncunun işe yarar hiçbir hamlesi kalmadığını tespit ederse oyun hemen biter ve rakip kazanır: sırası gelen oyuncu ya da kalan her işe yarar çizgisi kendisine kalıcı olarak yasak olan oyuncu (kural 9).</translation>
    </message>
    <message>
        <source>17. The game also ends when no new valid triangle can be built any more, even if useless lines could still be drawn, and when both players let a whole turn go by without drawing. The player with more triangles wins.</source>
        <translation>17. Artık yeni bir geçerli üçgen oluşturulamadığında (çizilebilecek işe yaramaz çizgiler kalsa bile) ve iki oyuncu da art arda birer turu hiç çizgi çizmeden geçirdiğinde de oyun biter. En çok üçgeni olan oyuncu kazanır.</translation>
    </message>
    <message>
        <source>The exact count: an example</source>
        <translation>Tam sayı kuralı: bir örnek</translation>
    </message>
    <message>
        <source>Here only the triangle ABC is valid. Player 1 rolls 2 and draws A–B and A–C. Player 2 rolls 3: B–C is the last useful line, and with 3 lines left it is refused. Player 2 first draws D–E and C–E, which leave it open; with exactly 1 line left, B–C closes ABC. No valid triangle is left: the game ends and Player 2 wins 1 to 0. Without D and E, Player 2 would have had no useful move and would have lost at once (rule 16).</source>
        <translation>Burada yalnızca ABC üçgeni geçerlidir. Oyuncu 1 zarda 2 atar ve A–B ile A–C çizgilerini çizer. Oyuncu 2 zarda 3 atar: B–C son işe yarar çizgidir ve 3 çizgi hakkı varken reddedilir. Oyuncu 2 önce onu açık bırakan D–E ve C–E çizgilerini çizer; tam olarak 1 çizgi hakkı kaldığında B–C, ABC üçgenini kapatır. Geçerli üçgen kalmaz: oyun biter ve Oyuncu 2 1-0 kazanır. D ve E olmasaydı Oyuncu 2&apos;nin işe yarar hiçbir hamlesi olmaz ve hemen kaybederdi (kural 16).</translation>
    </message>
    <message>
        <source>Player 2 rolled 3: B–C (dashed) is refused with 3 lines left, then closes ABC as the last line of the turn.</source>
        <translation>Oyuncu 2 zarda 3 attı: B–C (kesik çizgi) 3 çizgi hakkı varken reddedilir, ardından turun son çizgisi olarak ABC&apos;yi kapatır.</translation>
    </message>
    <message>
        <source>Beginner mode (dice variant)</source>
        <translation>Başlangıç modu (zarlı çeşitleme)</translation>
    </message>
    <message>
        <source>In the dice variant, the Beginner difficulty shows step-by-step tips during the game. You can close them at any time with “I understand how to play”. The classic rules have no tips; the computer&apos;s level is chosen separately.</source>
        <translation>Zarlı çeşitlemede Başlangıç zorluğu oyun sırasında adım adım ipuçları gösterir. Bunları istediğiniz zaman “Nasıl oynandığını anladım” ile kapatabilirsiniz. Klasik kurallarda ipucu yoktur; bilgisayarın seviyesi ayrıca seçilir.</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>Nebula</source>
        <translation>Nebula</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Gün ışığı</translation>
    </message>
    <message>
        <source>Colour-safe</source>
        <translation>Renk körü dostu</translation>
    </message>
    <message>
        <source>Blackboard</source>
        <translation>Kara tahta</translation>
    </message>
</context>
</TS>
