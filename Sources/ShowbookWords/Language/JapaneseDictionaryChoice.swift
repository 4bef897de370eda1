import Foundation

/// Which MeCab dictionary Japanese words are read with, and the one line that says so. UniDic
/// (installed by `scripts/dicts/unidic-lite.sh`) is looked for in `$SHOWBOOK_UNIDIC`, then the
/// user's `${XDG_DATA_HOME:-~/.local/share}/showbook/dicts/unidic-lite`, then the shared
/// `/usr/local/share/showbook/dicts/unidic-lite` (where the script installs as root); without
/// it — or with `SHOWBOOK_UNIDIC=off` — Japanese is read with IPADIC, as before UniDic was used.
public enum JapaneseDictionaryChoice {
    public static let environmentVariable = "SHOWBOOK_UNIDIC"
    public static let installScript = "scripts/dicts/unidic-lite.sh"

    /// The folders looked in, in order.
    public static func uniDicFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var folders: [String] = []
        if let given = environment[environmentVariable], !given.isEmpty {
            if given == "off" { return [] }
            folders.append(given)
        }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".local/share")
        folders.append((data as NSString).appendingPathComponent("showbook/dicts/unidic-lite"))
        folders.append("/usr/local/share/showbook/dicts/unidic-lite")
        return folders
    }

    /// The first folder that holds a UniDic MeCab can load (`sys.dic` and `dicrc`), or nil.
    public static func uniDicFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        uniDicFolders(environment: environment).first { folder in
            ["sys.dic", "dicrc", "matrix.bin"].allSatisfy { FileManager.default.isReadableFile(atPath: (folder as NSString).appendingPathComponent($0)) }
        }
    }

    /// The version the install script wrote beside the dictionary (`unidic-lite 1.0.8`), or
    /// `unidic` for a folder it did not install.
    static func version(of folder: String) -> String {
        let stamp = (try? String(contentsOfFile: (folder as NSString).appendingPathComponent("showbook-version"), encoding: .utf8)) ?? ""
        let words = stamp.split(separator: " ")
        return words.count >= 2 ? "\(words[0])-\(words[1])" : "unidic"
    }

    /// The tokenizer identity a document read with this machine's dictionary records.
    public static func identity(uniDic folder: String? = uniDicFolder()) -> String {
        folder.map { "ja:mecab-\(version(of: $0)):1" } ?? "ja:mecab-ipadic:2"
    }

    /// Which dictionary Japanese words are read with, for `showbook doctor`.
    public static func statusLine(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let folder = uniDicFolder(environment: environment) { return "Japanese words: MeCab with UniDic (\(folder))" }
        return "Japanese words: MeCab with IPADIC (\(reason(environment: environment)))"
    }

    /// The line mining prints when Japanese is read with IPADIC.
    public static func fallbackLine(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        "Japanese words are read with IPADIC, so some readings and spellings are less right (\(reason(environment: environment)))"
    }

    private static func reason(environment: [String: String]) -> String {
        reason(turnedOff: environment[environmentVariable] == "off", installed: uniDicFolder(environment: environment) != nil)
    }

    /// Why Japanese is read with IPADIC.
    package static func reason(turnedOff: Bool, installed: Bool) -> String {
        if turnedOff { return "UniDic is turned off by \(environmentVariable)=off" }
        return installed ? "UniDic could not be loaded" : "UniDic is not installed: run \(installScript)"
    }
}
