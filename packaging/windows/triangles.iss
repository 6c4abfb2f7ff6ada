; Inno Setup 6 script of the Triangles installer for Windows.
;
; Built by `python packaging/build.py --installer`, which passes what pyproject.toml says:
;   ISCC /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 "/DAppPublisher=Triangles developers"
;        /DBundleDir=<the one-folder bundle> /DOutputName=triangles-0.1.0-setup /O<folder> triangles.iss
;
; Installs the one-folder bundle: triangles.exe (the game window, no console) and triangles-cli.exe
; (the same program with a console, for the command line). Start-menu entry, optional desktop
; shortcut, uninstaller (Settings > Apps), and the .triangles saved-game association: a double-click
; runs `triangles.exe "<file>"`, which opens the window with that game.

#ifndef AppVersion
  #error AppVersion is not defined: build the installer with python packaging/build.py --installer
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif
#ifndef AppPublisher
  #define AppPublisher "Triangles developers"
#endif
#ifndef BundleDir
  #define BundleDir "..\dist\triangles-bundle"
#endif
#ifndef OutputName
  #define OutputName "triangles-" + AppVersion + "-setup"
#endif
; Releases use the strongest compression; a trial build may pass a quicker one (/DCompression=zip/1).
#ifndef Compression
  #define Compression "lzma2/max"
#endif

#define AppName "Triangles"
#define AppExe "triangles.exe"
#define FileClass "Triangles.SavedGame"
#define FileSuffix ".triangles"

[Setup]
AppId={{8F24364C-65FA-43C0-98A2-1EC3CEA5E19A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductName={#AppName}
VersionInfoCompany={#AppPublisher}
DefaultDirName={code:ProgramsFolder}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without administrator rights; the dialog offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\icons\triangles.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ChangesAssociations=yes
OutputDir=..\dist
OutputBaseFilename={#OutputName}
Compression={#Compression}
SolidCompression=yes
WizardStyle=modern
; Asks for the language only when the system's is not one of the installer's.
ShowLanguageDialog=auto

; The game's languages that Inno Setup ships an official translation for (Greek is unofficial).
[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "catalan"; MessagesFile: "compiler:Languages\Catalan.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"

[CustomMessages]
english.SavedGame=Triangles saved game
catalan.SavedGame=Partida desada de Triangles
czech.SavedGame=Uložená hra Triangles
italian.SavedGame=Partita salvata di Triangles
turkish.SavedGame=Triangles kayıtlı oyunu

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

; HKA is HKCU for a per-user install and HKLM for an all-users one. The .triangles key may be
; shared with other programs: the uninstaller takes back only its own values, and the key once empty.
[Registry]
Root: HKA; Subkey: "Software\Classes\{#FileSuffix}"; ValueType: string; ValueName: ""; ValueData: "{#FileClass}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#FileSuffix}\OpenWithProgids"; ValueType: string; ValueName: "{#FileClass}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#FileClass}"; ValueType: string; ValueName: ""; ValueData: "{cm:SavedGame}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#FileClass}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#FileClass}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#FileSuffix}"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
// The Program Files folder of the install mode ({autopf}: the machine's for all users, the user's
// own for one). Wine has no per-user Program Files folder (FOLDERID_UserProgramFiles) and Setup
// stops at {autopf}; there the folder Windows uses by default serves.
function ProgramsFolder(Param: String): String;
begin
  try
    Result := ExpandConstant('{autopf}');
  except
    Result := ExpandConstant('{localappdata}\Programs');
  end;
end;
