import CPosterSupport

/// The three libraries a poster needs — TurboJPEG and libpng decode, libchafa turns pixels into
/// cells — opened with `dlopen` on first use instead of linked, so a process that shows no
/// poster does not load them (nor GLib, which libchafa brings) at start. A missing one is an
/// `ImageDecodingError.libraryMissing` naming the Debian package to install.
public enum PosterLibrary: Sendable, CaseIterable, CustomStringConvertible {
    case jpeg
    case png
    case chafa

    package var code: Int32 {
        switch self {
        case .jpeg: return Int32(SB_POSTER_JPEG)
        case .png: return Int32(SB_POSTER_PNG)
        case .chafa: return Int32(SB_POSTER_CHAFA)
        }
    }

    /// The file names tried, the versioned one first.
    package var files: [String] {
        switch self {
        case .jpeg: return ["libturbojpeg.so.0", "libturbojpeg.so"]
        case .png: return ["libpng16.so.16", "libpng16.so"]
        case .chafa: return ["libchafa.so.0", "libchafa.so"]
        }
    }

    /// The Debian package that installs the library.
    public var package: String {
        switch self {
        case .jpeg: return "libturbojpeg0"
        case .png: return "libpng16-16"
        case .chafa: return "libchafa0"
        }
    }

    public var description: String {
        switch self {
        case .jpeg: return "libturbojpeg"
        case .png: return "libpng"
        case .chafa: return "libchafa"
        }
    }

    /// Test hook: libraries treated as not installed.
    package nonisolated(unsafe) static var simulatedMissing: Set<PosterLibrary> = []

    /// True once the library is loaded (it is opened now when it was not).
    public var isLoaded: Bool {
        !Self.simulatedMissing.contains(self) && files.contains { sb_poster_open(code, $0) != 0 }
    }

    /// Throws `.libraryMissing` when the library cannot be loaded.
    package func require() throws {
        guard isLoaded else { throw ImageDecodingError.libraryMissing(self) }
    }
}
