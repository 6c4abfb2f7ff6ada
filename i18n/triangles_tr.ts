<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
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
        <source>No suggestion is available now.</source>
        <translation>Şu anda öneri yok.</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>I understand how to play</source>
        <extracomment>Settings key remembering that the player closed Beginner's tips. The roll animation: this many random faces, this far apart, then the real one.</extracomment>
        <translation>Nasıl oynandığını anladım</translation>
    </message>
    <message>
        <source>The die rolled for this turn: how many segments may be drawn</source>
        <translation>Bu turda atılan zar: kaç çizgi çizilebileceği</translation>
    </message>
    <message>
        <source>Hints left: {0}</source>
        <translation>Kalan öneri: {0}</translation>
    </message>
    <message>
        <source>{0} had more than 1 segment left with only the last segment to draw, and no other useful move: {1} wins.</source>
        <translation>{0} için yalnızca son çizgi kalmışken 1'den fazla çizgi hakkı vardı ve başka işe yarar hamle yoktu: {1} kazandı.</translation>
    </message>
    <message>
        <source>Both players passed a whole turn without drawing a segment: the score decides.</source>
        <translation>İki oyuncu da hiç çizgi çizmeden birer turu geçti: skor belirler.</translation>
    </message>
    <message>
        <source>You rolled {0}: draw up to {0} segments this turn, one star then another. Pass turn gives up the rest.</source>
        <translation>{0} attın: bu turda en fazla {0} çizgi çiz, önce bir yıldız sonra bir başkası. «Pas geç» kalanlardan vazgeçer.</translation>
    </message>
    <message>
        <source>Two sides of a triangle are drawn: draw the third side to conquer it.</source>
        <translation>Bir üçgenin iki kenarı çizildi: onu kazanmak için üçüncü kenarı çiz.</translation>
    </message>
    <message>
        <source>Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides drawn. Segments left: {1}.</source>
        <translation>Daha sonra tamamlayabileceğin bir üçgenin bir kenarını çiz; rakibine iki kenarı çizilmiş bir üçgen bırakma. Kalan çizgi: {1}.</translation>
    </message>
    <message>
        <source>Only the last segment is left: it can be drawn only with exactly 1 segment left in your turn. Draw other segments first, or pass.</source>
        <translation>Yalnızca son çizgi kaldı: turunda tam olarak 1 çizgi hakkın kaldığında çizilebilir. Önce başka çizgiler çiz ya da pas geç.</translation>
    </message>
    <message>
        <source>Not sure? Suggest move shows a good segment (3 times per game).</source>
        <translation>Emin değil misin? «Hamle öner» iyi bir çizgi gösterir (oyun başına 3 kez).</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
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
        <extracomment>The clearance of the "passes over a star" rule, in screen points at the board's natural scale. Natural size assumed for the board before the window is on screen.</extracomment>
        <translation>Triangles</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Yeni oyun…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Kaydet…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pas geç</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hamle öner</translation>
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
        <source>Hint</source>
        <translation>İpucu</translation>
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
        <source>Resume game</source>
        <translation>Oyuna devam et</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Yarım kalan oyuna devam edilsin mi?</translation>
    </message>
    <message>
        <source>The unfinished game cannot be resumed: {0}</source>
        <translation>Yarım kalan oyuna devam edilemiyor: {0}</translation>
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
        <source>Save game</source>
        <translation>Oyunu kaydet</translation>
    </message>
    <message>
        <source>Hint: pass your turn.</source>
        <translation>İpucu: pas geçin.</translation>
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
        <source>Game over</source>
        <translation>Oyun bitti</translation>
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
        <extracomment>The computer seat's spec when no computer player plugin is installed (the instant player).</extracomment>
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
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>Pause before a computer moves, so the previous segment's animation is seen.</extracomment>
        <translation>Oyuncu 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Oyuncu 2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
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
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Error: {0}</source>
        <translation>Hata: {0}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>The languages the game is written in, with their names in their own language. The standard button texts of the game's dialogs, as Qt names them. Qt ships no catalogue for some of the game's languages (Greek), so they are listed here for lupdate and translated in the game's own catalogues too (which Qt consults before its own).</extracomment>
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
        <source>This segment is already drawn.</source>
        <translation>Bu çizgi zaten çizilmiş.</translation>
    </message>
    <message>
        <source>This segment passes over a star.</source>
        <translation>Bu çizgi bir yıldızın üzerinden geçiyor.</translation>
    </message>
    <message>
        <source>This segment would cross a segment.</source>
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
        <source>The last segment can only be drawn with exactly 1 segment left in the turn.</source>
        <extracomment>Refusal details of the built-in dice variant, in words (other variants' details are looked up in the "rules" context as they are).</extracomment>
        <translation>Son çizgi yalnızca turda tam olarak 1 çizgi hakkı kaldığında çizilebilir.</translation>
    </message>
    <message>
        <source>This triangle would enclose a conquered triangle.</source>
        <translation>Bu üçgen ele geçirilmiş bir üçgeni içine alırdı.</translation>
    </message>
    <message>
        <source>Passing is not allowed now.</source>
        <translation>Şu anda pas geçilemez.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of Triangles</source>
        <translation>Triangles kuralları</translation>
    </message>
</context>
<context>
    <name>ScoreBar</name>
    <message>
        <source>Die: {0} {1}</source>
        <translation>Zar: {0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) left</source>
        <translation>
            <numerusform>%n çizgi kaldı</numerusform>
        </translation>
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
</context>
<context>
    <name>StatisticsDialog</name>
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
        <source>&amp;Reset</source>
        <translation>&amp;Sıfırla</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your statistics could not be read, so they start again from zero (the damaged file is kept as {0}).</source>
        <extracomment>Settings files are small; a larger one is not ours.</extracomment>
        <translation>İstatistikleriniz okunamadı, bu yüzden sıfırdan başlıyor (bozuk dosya {0} olarak saklandı).</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used (the damaged file is kept as {0}).</source>
        <translation>Ayarlarınız okunamadı, bu yüzden varsayılanlar kullanılıyor (bozuk dosya {0} olarak saklandı).</translation>
    </message>
</context>
<context>
    <name>ThemeEditor</name>
    <message>
        <source>Themes</source>
        <extracomment>The sample game of the preview: a small board, shortest segments first. Slider steps of each number key (the range comes from the schema).</extracomment>
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
        <source>System font</source>
        <translation>Sistem yazı tipi</translation>
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
        <source>A built-in theme: “Save as new…” keeps your changes as a theme of your own.</source>
        <translation>Yerleşik tema: “Yeni olarak kaydet…” değişikliklerinizi kendi temanız olarak saklar.</translation>
    </message>
    <message>
        <source>Unsaved changes.</source>
        <translation>Kaydedilmemiş değişiklikler.</translation>
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
        <source>Delete theme</source>
        <translation>Temayı sil</translation>
    </message>
    <message>
        <source>Delete the theme “{0}”?</source>
        <translation>“{0}” teması silinsin mi?</translation>
    </message>
    <message>
        <source>Imported “{0}”; some values were replaced by Nebula's:</source>
        <translation>“{0}” içe aktarıldı; bazı değerlerin yerine Nebula temasınınkiler kullanıldı:</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}</source>
        <translation>{0} yazılamıyor: {1}</translation>
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
        <source>Theme files (*{0})</source>
        <translation>Tema dosyaları (*{0})</translation>
    </message>
    <message>
        <source>Export theme</source>
        <translation>Temayı dışa aktar</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Play again after a triangle</source>
        <translation>Üçgenden sonra tekrar oyna</translation>
    </message>
    <message>
        <source>A player who closes at least one triangle draws another segment at once.</source>
        <translation>En az bir üçgen kapatan oyuncu hemen bir çizgi daha çizer.</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <extracomment>"Suggest move" uses per player and game, in the modes that offer it (rules 13 and 14).</extracomment>
        <translation>Zorluk</translation>
    </message>
    <message>
        <source>Beginner shows step-by-step tips; Beginner and Normal allow 3 suggested moves per player; Expert allows none.</source>
        <translation>Başlangıç adım adım ipuçları gösterir; Başlangıç ve Normal her oyuncuya 3 hamle önerisi verir; Uzman hiç vermez.</translation>
    </message>
    <message>
        <source>Smallest triangle that scores (share of an average triangle)</source>
        <translation>Puan getiren en küçük üçgen (ortalama üçgene oranı)</translation>
    </message>
    <message>
        <source>A triangle smaller than this share of the board's average triangle does not score.</source>
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
        <extracomment>One roll per turn; a record has at most 200,000 moves, so no longer list is a real game's.</extracomment>
        <translation>Zar ve ipuçları</translation>
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
