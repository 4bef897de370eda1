import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Choosing the provider: flags beat the environment, which beats the config file; a missing
/// TMDB key is a clear message; a config file others can read draws a warning.
final class ProviderConfigurationTests: XCTestCase {
    func resolve(provider: String? = nil, language: String? = nil, apiBase: String? = nil,
                 environment: [String: String] = [:], config: String? = nil) throws -> ProviderConfiguration {
        try ProviderConfiguration.resolve(
            provider: provider, language: language, apiBase: apiBase, environment: environment,
            config: config.map { ConfigFile(path: "/nonexistent/showbook/config", text: $0) }
        )
    }

    func testOfflineIsTheDefault() throws {
        let configuration = try resolve()
        XCTAssertEqual(configuration.kind, .offline)
        XCTAssertEqual(configuration.language, "en-US")
        XCTAssertNil(configuration.credentials)
    }

    func testTheConfigFileChoosesTheProviderAndHoldsTheKey() throws {
        let config = """
        # showbook settings
        provider = tmdb
        language = ko-KR
        tmdb_access_token = "from-config"
        """
        let configuration = try resolve(config: config)
        XCTAssertEqual(configuration.kind, .tmdb)
        XCTAssertEqual(configuration.language, "ko-KR")
        XCTAssertEqual(configuration.credentials, .accessToken("from-config"))
        XCTAssertEqual(try resolve(provider: "tvmaze", language: "ja-JP", config: config).kind, .tvmaze, "the flag wins")
    }

    func testTheEnvironmentKeyBeatsTheConfigFile() throws {
        let config = "provider = tmdb\ntmdb_api_key = config-key"
        XCTAssertEqual(try resolve(environment: ["TMDB_API_KEY": "env-key"], config: config).credentials, .apiKey("env-key"))
        XCTAssertEqual(try resolve(environment: ["TMDB_ACCESS_TOKEN": "t", "TMDB_API_KEY": "k"], config: config).credentials,
                       .accessToken("t"), "a token is preferred to a key")
        XCTAssertEqual(try resolve(environment: ["TMDB_API_KEY": "  "], config: config).credentials, .apiKey("config-key"),
                       "a blank variable is ignored")
    }

    func testAMissingTMDBKeySaysHowToSetOne() {
        XCTAssertThrowsError(try resolve(provider: "tmdb")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("TMDB_ACCESS_TOKEN"), message)
            XCTAssertTrue(message.contains("TMDB_API_KEY"), message)
            XCTAssertTrue(message.contains("tmdb_access_token"), message)
            XCTAssertTrue(message.contains("showbook/config"), message)
        }
        XCTAssertNoThrow(try resolve(provider: "tvmaze"), "TVmaze needs no key")
    }

    func testBaseURLsComeFromTheFlagOrTheProvidersVariable() throws {
        let environment = ["TMDB_API_KEY": "k", "SHOWBOOK_TMDB_BASE": "http://127.0.0.1:9/tmdb", "SHOWBOOK_TVMAZE_BASE": "http://127.0.0.1:8"]
        XCTAssertEqual(try resolve(provider: "tmdb", environment: environment).baseURL?.absoluteString, "http://127.0.0.1:9/tmdb")
        XCTAssertEqual(try resolve(provider: "tvmaze", environment: environment).baseURL?.absoluteString, "http://127.0.0.1:8")
        XCTAssertEqual(try resolve(provider: "tmdb", apiBase: "https://proxy.example", environment: environment).baseURL?.absoluteString,
                       "https://proxy.example")
        XCTAssertNil(try resolve(environment: environment).baseURL, "offline ignores them")
    }

    func testBadValuesAreRefused() {
        XCTAssertThrowsError(try resolve(provider: "netflix"))
        XCTAssertThrowsError(try resolve(provider: "tvmaze", apiBase: "ftp://x"))
        XCTAssertThrowsError(try resolve(provider: "tvmaze", apiBase: "not a url"))
        XCTAssertThrowsError(try resolve(language: "en US; rm"))
    }

    func testTheConfigFileParserNamesEveryLineItDoesNotUse() {
        let config = ConfigFile(path: "x", text: "\n# comment\nno equals here\n Provider = TVmaze \ntmdb_api_key='quoted value'\n=empty\n"
                                    + "colour = blue\nclip_padding = 0.6\u{0}junk\nlanguage = ko\u{202E}KR\ninterval_fuzz = on\t# on\n")
        XCTAssertEqual(config.values, ["provider": "TVmaze", "tmdb_api_key": "quoted value", "interval_fuzz": "on\t# on"])
        XCTAssertEqual(config.warnings, [
            "x line 3: no “=” (a setting is name = value); line ignored",
            "x line 6: no name before “=”; line ignored",
            "x line 7: unknown setting “colour”; ignored",
            "x line 8: clip_padding holds a control character; ignored",
            "x line 9: language holds a control character; ignored",
        ])
        XCTAssertEqual(ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/cfg"]), "/cfg/showbook/config")
        XCTAssertEqual(ConfigFile.defaultPath(environment: [:], home: "/home/u"), "/home/u/.config/showbook/config")
    }

    func testAConfigFileOthersCanReadDrawsAWarning() throws {
        let folder = try makeTemporaryFolder("showbook-config").url
        let path = folder.appendingPathComponent("config").path
        try "provider = tvmaze\ntmdb_api_key = k\n".write(toFile: path, atomically: true, encoding: .utf8)

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let loose = try ProviderConfiguration.resolve(provider: nil, language: nil, apiBase: nil, environment: [:],
                                                      config: ConfigFile.load(path: path))
        XCTAssertEqual(loose.kind, .tvmaze)
        XCTAssertEqual(loose.warnings.count, 1)
        XCTAssertTrue(loose.warnings[0].contains("chmod 600"), loose.warnings[0])
        XCTAssertFalse(loose.warnings[0].contains("= k"), "the warning does not quote the file")

        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        XCTAssertNil(ConfigFile.permissionWarning(path: path))
        XCTAssertNil(ConfigFile.permissionWarning(path: folder.appendingPathComponent("missing").path))
    }

    func testABadConfigValueNamesTheFileAndLine() {
        let cases: [(String, String)] = [
            ("# settings\n\nprovider = netflix\n", "/nonexistent/showbook/config line 3: unknown provider “netflix”"),
            ("language = en US; rm\n", "/nonexistent/showbook/config line 1: language needs a language tag"),
            ("\nprovider = tmdb\n", "/nonexistent/showbook/config line 2: provider = tmdb, but TMDB needs an API key"),
        ]
        for (config, start) in cases {
            XCTAssertThrowsError(try resolve(config: config)) { error in
                XCTAssertTrue("\(error)".hasPrefix(start), "\(error)")
            }
        }
        XCTAssertThrowsError(try resolve(provider: "netflix", config: "provider = tvmaze")) { error in
            XCTAssertEqual("\(error)".hasPrefix("unknown provider “netflix”"), true, "a flag's problem is not the file's: \(error)")
        }
        XCTAssertNoThrow(try resolve(provider: "offline", language: "ko-KR", config: "provider = netflix\nlanguage = x y"),
                         "flags override bad file values")
    }
}
