; Inno Setup 6 script: the Windows installer for the one-folder bundle.
;
;   pyinstaller --noconfirm --distpath dist --workpath build packaging/ba-console.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\ba-console.iss
;
; writes dist\ba-console-<version>-windows-setup.exe. It installs for the current user
; without administrator rights (a club laptop's umpire may have none), or for all users
; when run as administrator; registers .bagame so a double-clicked game opens in the
; console; and speaks English or Danish, as Windows does.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "BA Console"
#define AppExe "ba-console.exe"
#define ProgId "BaConsole.Game"

[Setup]
; Never change the AppId: Windows knows the installed program by it (upgrades, uninstall).
AppId={{F273282D-F9C3-46C7-84F6-76960E7722FB}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=The ba-console developers
AppPublisherURL=https://github.com/ba-console/ba-console
AppSupportURL=https://github.com/ba-console/ba-console/issues
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=ba-console-{#AppVersion}-windows-setup
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=build\icons\ba-console.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "danish"; MessagesFile: "compiler:Languages\Danish.isl"

[CustomMessages]
english.GameFile=BA Console game
danish.GameFile=BA-konsol-spil
english.Comment=Referee console for Napoleonic tabletop wargames
danish.Comment=Dommerkonsol til napoleonske bordkrigsspil

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The bundle as PyInstaller made it: ba-console.exe (the window), ba-console-cli.exe (the
; headless commands, in a console) and _internal\.
Source: "dist\ba-console\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle whole: no module of an older version is left to load.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:Comment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:Comment}"; Tasks: desktopicon

[Registry]
; HKA: the current user's classes, or the machine's in an all-users install.
Root: HKA; Subkey: "Software\Classes\.bagame"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.bagame"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-ba-console-game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.bagame\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:GameFile}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".bagame"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
