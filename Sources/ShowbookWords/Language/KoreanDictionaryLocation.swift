import Foundation

/// Where mecab-ko-dic, the dictionary Korean words are read with, is installed.
/// `scripts/dicts/mecab-ko-dic.sh` installs it into the shared folder when run as root and
/// into the user's data folder otherwise; the app looks in `SHOWBOOK_MECAB_KO_DIC` when it is
/// set (and nowhere else then), else the user's folder, then the shared one.
public enum KoreanDictionaryLocation {
    public static let name = "mecab-ko-dic"
    public static let version = "1.0.0"
    public static let environmentVariable = "SHOWBOOK_MECAB_KO_DIC"
    /// What installs it, as a user runs it from the source folder.
    public static let installCommand = "scripts/dicts/mecab-ko-dic.sh"
    public static let sharedFolder = "/usr/local/share/showbook/dicts/mecab-ko-dic"

    /// The folders looked in, in order.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if let given = environment[environmentVariable], !given.isEmpty { return [given] }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { ($0 as NSString).appendingPathComponent(".local/share") }
        let user = dataHome.map { ($0 as NSString).appendingPathComponent("showbook/dicts/mecab-ko-dic") }
        return (user.map { [$0] } ?? []) + [sharedFolder]
    }

    /// The first candidate that holds the dictionary (`sys.dic` and `dicrc`), or nil.
    public static func installed(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        candidates(environment: environment).first { folder in
            ["sys.dic", "dicrc", "matrix.bin", "char.bin", "unk.dic"].allSatisfy {
                FileManager.default.isReadableFile(atPath: (folder as NSString).appendingPathComponent($0))
            }
        }
    }
}
