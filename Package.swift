// swift-tools-version:6.1
import PackageDescription

// Showbook: a curses TV-show search and vocabulary word-book app.
// The system-library targets deliberately have no `pkgConfig:` — pkg-config's ncursesw flags
// (-D_DEFAULT_SOURCE, -D_XOPEN_SOURCE=600) are "prohibited flags" for SwiftPM and would warn.
// Debian puts headers and libraries on default paths; shim.h defines what is needed instead.
let package = Package(
    name: "Showbook",
    products: [
        .executable(name: "showbook", targets: ["showbook"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Zstandard (the collection of Anki's newer packages), linked from libzstd-dev's static library.
        .systemLibrary(
            name: "CZstd",
            path: "Sources/CZstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        .systemLibrary(
            name: "CMeCab",
            path: "Sources/CMeCab",
            providers: [.apt(["libmecab-dev"])]
        ),
        .target(
            name: "CTerminalSupport",
            path: "Sources/CTerminalSupport",
            linkerSettings: [.linkedLibrary(":libncursesw.a"), .linkedLibrary(":libtinfo.a")]
        ),
        // HTTP through libcurl loaded with dlopen on the first request, so the start-up of every
        // process does not load and bind libcurl's thirty libraries (docs/BENCHMARKS.md).
        .target(
            name: "CHTTPSupport",
            path: "Sources/CHTTPSupport"
        ),
        // TurboJPEG, libpng and libchafa (with GLib) loaded with dlopen on the first poster, so a
        // process that shows none does not load and bind them at start (docs/BENCHMARKS.md).
        .target(
            name: "CPosterSupport",
            path: "Sources/CPosterSupport"
        ),
        // libzip (the ZIP container of Anki packages, ZIP64 included) loaded with dlopen on the
        // first package read by CZipSupport: linked, it would bring libcrypto and libbz2 into
        // every process at start (docs/BENCHMARKS.md). CZip is its header only, from libzip-dev.
        .systemLibrary(
            name: "CZip",
            path: "Sources/CZip",
            providers: [.apt(["libzip-dev"])]
        ),
        .target(
            name: "CZipSupport",
            dependencies: ["CZip"],
            path: "Sources/CZipSupport"
        ),
        // The core, in five layers; each imports only the ones above it in this list, and the
        // compiler refuses a cycle, so a lower layer can never reach a higher one.
        // The platform: storage, support (jobs, writes, logs, clocks, config), output, text and
        // readings of text (romanization, MeCab).
        .target(
            name: "ShowbookPlatform",
            dependencies: ["CSQLite", "CZstd", "CMeCab"]
        ),
        // The TV half: media, the offline catalog and its import, episodes, providers, images.
        .target(
            name: "ShowbookTV",
            dependencies: ["ShowbookPlatform", "CZlib", "CHTTPSupport", "CPosterSupport"],
            exclude: ["Catalog/Data"],
            plugins: ["EmbedData"]
        ),
        // The words half: books, study, language (tokenizers, dictionaries), subtitles, mining
        // and coverage (which read episodes, so it sits on the TV half).
        .target(
            name: "ShowbookWords",
            dependencies: ["ShowbookPlatform", "ShowbookTV"],
            exclude: ["WordBooks/Data", "Language/StopWords"],
            plugins: ["EmbedData"]
        ),
        // Exchange formats: word-book files (text, JSON) and Anki (packages, AnkiConnect).
        .target(
            name: "ShowbookExchange",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "CZlib", "CZipSupport"]
        ),
        // The app: navigation, the screens' models (features), the key input model and the
        // container that wires stores, providers and jobs.
        .target(
            name: "ShowbookApp",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange"]
        ),
        .target(
            name: "ShowbookTUI",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp", "CNcursesw", "CTerminalSupport"]
        ),
        .target(
            name: "ShowbookBench",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp", "CPosterSupport"]
        ),
        // The command line: parsing, every command's declaration (words, arguments, options and
        // help) and its work. A library, so the docs generator and its tests read the same
        // declarations the binary runs; `showbook` itself is one call into it.
        .target(
            name: "ShowbookCLI",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp", "ShowbookTUI"]
        ),
        .executableTarget(
            name: "showbook",
            dependencies: ["ShowbookCLI"]
        ),
        // `make bench`'s measured work, in a binary of its own so the product carries none of it.
        .executableTarget(
            name: "showbook-bench",
            dependencies: ["ShowbookBench", "ShowbookPlatform", "ShowbookTV", "ShowbookApp"],
            path: "Sources/ShowbookBenchTool"
        ),
        // The README's and the man page's generated sections (key tables, synopses), made from
        // the key maps and the command declarations; `showbook-docs` writes them (`make docs`).
        // Kept out of the product binary.
        .target(
            name: "ShowbookDocs",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp", "ShowbookCLI"]
        ),
        .executableTarget(
            name: "showbook-docs",
            dependencies: ["ShowbookDocs"],
            path: "Sources/ShowbookDocsTool"
        ),
        .executableTarget(
            name: "embed-data",
            path: "Sources/EmbedDataTool"
        ),
        .plugin(
            name: "EmbedData",
            capability: .buildTool(),
            dependencies: ["embed-data"],
            path: "Plugins/EmbedData"
        ),
        .testTarget(
            name: "ShowbookCoreTests",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp", "ShowbookBench", "ShowbookTestSupport"],
            exclude: ["Study/Fixtures", "Catalog/RelevanceSet.tsv", "Language/LemmaSet", "Support/ZstdFixtures"]
        ),
        .testTarget(
            name: "ShowbookTUITests",
            dependencies: ["ShowbookTUI", "ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp", "ShowbookTestSupport"]
        ),
        .testTarget(
            name: "ShowbookCLITests",
            dependencies: ["ShowbookCLI"]
        ),
        .testTarget(
            name: "ShowbookDocsTests",
            dependencies: ["ShowbookDocs", "ShowbookCLI", "ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp"]
        ),
        .testTarget(
            name: "E2ETests",
            dependencies: ["ShowbookTestSupport"]
        ),
        // What the test targets share: the app harness (the app with no terminal, drawn into a
        // grid for the render tests), temporary folders and files, migrated databases, exported
        // Anki books, the loopback HTTP server the provider tests and the end-to-end stubs
        // answer from, and the seeded fuzz runner, mutators and text generators. Public API of
        // the app's modules only: release builds compile it too, without testability.
        .target(
            name: "ShowbookTestSupport",
            dependencies: ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp", "ShowbookTUI"],
            path: "Tests/ShowbookTestSupport"
        ),
    ],
    swiftLanguageModes: [.v6]
)
