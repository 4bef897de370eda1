import CMeCab
import Foundation

/// Japanese morphological analysis through MeCab with the IPADIC dictionary, for the readings
/// of kanji. The library is loaded with `dlopen` when first needed rather than linked, so the
/// app starts and everything else works on a machine without MeCab; `load` then fails with one
/// line naming the Debian packages.
public final class MeCabTagger: @unchecked Sendable {
    /// One morpheme: its text, part of speech, dictionary form and reading (katakana; empty
    /// when the dictionary has none, as for unknown words).
    public struct Morpheme: Equatable, Sendable {
        public var surface: String
        public var partOfSpeech: String
        public var lemma: String
        public var reading: String
        /// The first subdivision of the part of speech (自立, 非自立, 接尾, 数 …).
        public var partOfSpeechDetail: String = ""
        /// The second subdivision (副詞可能 for 上 and 中, 助数詞 …).
        public var partOfSpeechSubdetail: String = ""
        /// The conjugation type of a verb or adjective (五段・カ行イ音便, カ変・来ル …).
        public var conjugationType: String = ""

        public init(surface: String,
                    partOfSpeech: String,
                    lemma: String,
                    reading: String,
                    partOfSpeechDetail: String = "",
                    partOfSpeechSubdetail: String = "",
                    conjugationType: String = "") {
            self.surface = surface
            self.partOfSpeech = partOfSpeech
            self.lemma = lemma
            self.reading = reading
            self.partOfSpeechDetail = partOfSpeechDetail
            self.partOfSpeechSubdetail = partOfSpeechSubdetail
            self.conjugationType = conjugationType
        }
    }

    /// Why MeCab is not available, as the one line a user sees.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case libraryMissing
        case dictionaryMissing

        public var description: String {
            switch self {
            case .libraryMissing:
                return "MeCab is not installed, so kanji readings are skipped (install the Debian packages mecab and mecab-ipadic-utf8)"
            case .dictionaryMissing:
                return "MeCab has no dictionary, so kanji readings are skipped (install the Debian package mecab-ipadic-utf8)"
            }
        }
    }

    private typealias New2 = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias SparseToNode2 = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> UnsafePointer<mecab_node_t>?
    private typealias Destroy = @convention(c) (OpaquePointer?) -> Void

    /// Open for `MeCabTagger+Paths`, which walks the lattice of the same tagger.
    let library: UnsafeMutableRawPointer
    let tagger: OpaquePointer
    private let sparse: SparseToNode2
    private let destroy: Destroy
    let lock = NSLock()
    /// For `MeCabTagger+Paths`.
    let latticeCalls: LatticeCalls?

    /// Loads MeCab. `libraries` and `arguments` exist for tests that simulate a missing
    /// library (`["libmecab-missing.so"]`) or dictionary (`"-d /nonexistent"`).
    public init(libraries: [String] = ["libmecab.so.2", "libmecab.so"], arguments: String = "") throws {
        guard let handle = libraries.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            throw LoadError.libraryMissing
        }
        guard let new2 = dlsym(handle, "mecab_new2"), let sparse = dlsym(handle, "mecab_sparse_tonode2"),
              let destroy = dlsym(handle, "mecab_destroy") else {
            dlclose(handle)
            throw LoadError.libraryMissing
        }
        let create = unsafeBitCast(new2, to: New2.self)
        guard let tagger = arguments.withCString({ create($0) }) else {
            dlclose(handle)
            throw LoadError.dictionaryMissing
        }
        library = handle
        latticeCalls = LatticeCalls(library: handle)
        self.tagger = tagger
        self.sparse = unsafeBitCast(sparse, to: SparseToNode2.self)
        self.destroy = unsafeBitCast(destroy, to: Destroy.self)
    }

    deinit {
        destroy(tagger)
        dlclose(library)
    }

    /// One node of MeCab's answer as the dictionary gives it: the surface and the raw feature
    /// text (comma-separated, in the loaded dictionary's own layout — IPADIC, UniDic and
    /// mecab-ko-dic each order their fields differently), for the tokenizers of dictionaries
    /// other than IPADIC.
    public struct Node: Equatable, Sendable {
        public var surface: String
        public var feature: String
        /// MeCab did not find the surface in the dictionary and guessed its part of speech.
        public var isUnknown: Bool

        public init(surface: String, feature: String, isUnknown: Bool) {
            self.surface = surface
            self.feature = feature
            self.isUnknown = isUnknown
        }

        /// The feature's fields; a field in double quotes may hold commas (UniDic quotes them).
        public var fields: [String] {
            var fields: [String] = []
            var current = ""
            var quoted = false
            for character in feature {
                switch character {
                case "\"" where quoted || current.isEmpty: quoted.toggle()
                case "," where !quoted:
                    fields.append(current)
                    current = ""
                default: current.append(character)
                }
            }
            fields.append(current)
            return fields
        }
    }

    /// Every node of `text` with its raw feature text (BOS and EOS left out).
    public func nodes(_ text: String) -> [Node] {
        walk(text) { surface, feature, isUnknown in
            Node(surface: String(decoding: surface, as: UTF8.self),
                 feature: String(decoding: feature, as: UTF8.self), isUnknown: isUnknown)
        }
    }

    /// Every node of `text` given to `make` as its surface and feature bytes, and whether
    /// MeCab guessed it (an unknown word), for readers that decode only the fields they need.
    /// The bytes live only for the call.
    public func nodes<T>(_ text: String, _ make: (_ surface: UnsafeRawBufferPointer, _ feature: UnsafeRawBufferPointer, _ isUnknown: Bool) -> T) -> [T] {
        walk(text, make)
    }

    /// The morphemes of `text`, in order.
    public func parse(_ text: String) -> [Morpheme] {
        walk(text) { surface, feature, _ in
            // Fields are split and compared as bytes: comparing Japanese text as Strings
            // normalizes it first, which dominated the cost of long subtitle files.
            let fields = feature.split(separator: 0x2C, omittingEmptySubsequences: false)
            func field(_ index: Int) -> String {
                guard index < fields.count, !(fields[index].count == 1 && fields[index].first == 0x2A) else { return "" }
                return String(decoding: fields[index], as: UTF8.self)
            }
            return Morpheme(surface: String(decoding: surface, as: UTF8.self), partOfSpeech: field(0), lemma: field(6),
                            reading: field(7), partOfSpeechDetail: field(1), partOfSpeechSubdetail: field(2),
                            conjugationType: field(4))
        }
    }

    /// MeCab's nodes of `text` with text (0 is a normal node and 1 an unknown word; BOS and EOS
    /// carry none), each given to `make` as its surface and feature bytes and whether it was unknown.
    private func walk<T>(_ text: String, _ make: (UnsafeRawBufferPointer, UnsafeRawBufferPointer, Bool) -> T) -> [T] {
        lock.lock()
        defer { lock.unlock() }
        var made: [T] = []
        text.withCString { pointer in
            var node = sparse(tagger, pointer, strlen(pointer))
            while let current = node {
                let entry = current.pointee
                if entry.stat == 0 || entry.stat == 1, let surface = entry.surface {
                    let feature = entry.feature.map { UnsafeRawBufferPointer(start: $0, count: strlen($0)) }
                        ?? UnsafeRawBufferPointer(start: nil, count: 0)
                    made.append(make(UnsafeRawBufferPointer(start: surface, count: Int(entry.length)), feature, entry.stat == 1))
                }
                node = UnsafePointer(entry.next)
            }
        }
        return made
    }
}
