import Foundation

let registryExport = #"""
    Windows Registry Editor Version 5.00

    [HKEY_CURRENT_USER\Software\Example\App]
    "InstallDir"="C:\\Program Files\\Example\\"
    "LastFile"="D:\Projects\new\temp.txt"
    "Pattern"="^\d+\.\d+$"
    """#

let batchFile = ##"""
    @echo off
    set ROOT=%~dp0
    copy "%ROOT%\assets\*.png" "C:\Users\%USERNAME%\Pictures\" /Y
    echo "#" and "\#(notInterp)" and \##(registryExport.count) chars exported
    if exist "C:\temp\" (rmdir /s /q "C:\temp\")
    """##

let uncPaths = [
    #"\\fileserver\share\"#,
    #"\\?\C:\very\long\path"#,
    "\\\\fileserver\\share\\",
]

let trailingBackslashRaw = #"""
    ends with backslash \
    but the raw string needs backslash-hash to continue: \#
    continued.
    """#

func normalize(_ path: String) -> String {
    path.replacingOccurrences(of: #"\"#, with: "/").replacingOccurrences(of: "//", with: "/")
}
print(uncPaths.map(normalize), batchFile.split(separator: "\n").count, trailingBackslashRaw)
