import CMeCab
import Foundation

/// Walking the paths of MeCab's lattice cheapest first (its n-best), for a dictionary whose
/// model expects a rule Debian's MeCab does not apply: mecab-ko-dic is built for a MeCab that
/// raises the cost of a particle or ending written after a space, so its reader re-scores
/// the best few paths itself. Each path carries what that takes: every node's part-of-speech
/// id and whether white space came before it, and the path's own cost as the model scores it
/// (each word's cost plus the cost of joining it to the word before).
extension MeCabTagger {
    /// One node on a path, with its raw feature text in the dictionary's own layout.
    public struct PathNode: Equatable, Sendable {
        public var surface: String
        public var feature: String
        /// MeCab did not find the surface in the dictionary and guessed its part of speech.
        public var isUnknown: Bool
        /// White space came before the node in the text.
        public var followsSpace: Bool
        /// The dictionary's id of the part of speech (its `pos-id.def`).
        public var partOfSpeechID: Int
        /// Where the surface starts in the text, in UTF-8 bytes.
        public var offset: Int

        public init(surface: String, feature: String, isUnknown: Bool = false, followsSpace: Bool = false, partOfSpeechID: Int = 0,
                    offset: Int = 0) {
            self.surface = surface
            self.feature = feature
            self.isUnknown = isUnknown
            self.followsSpace = followsSpace
            self.partOfSpeechID = partOfSpeechID
            self.offset = offset
        }

        /// The feature's fields (as `Node.fields` splits them).
        public var fields: [String] { Node(surface: surface, feature: feature, isUnknown: isUnknown).fields }
    }

    /// One analysis of the whole text and its cost.
    public struct Path: Equatable, Sendable {
        public var nodes: [PathNode]
        public var cost: Int
    }

    fileprivate typealias LatticeNew = @convention(c) () -> OpaquePointer?
    fileprivate typealias LatticeDestroy = @convention(c) (OpaquePointer?) -> Void
    fileprivate typealias SetSentence = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> Void
    fileprivate typealias SetRequestType = @convention(c) (OpaquePointer?, Int32) -> Void
    fileprivate typealias ParseLattice = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    fileprivate typealias LatticeNext = @convention(c) (OpaquePointer?) -> Int32
    fileprivate typealias BOSNode = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<mecab_node_t>?

    /// MeCab's requests for the best path alone (`MECAB_ONE_BEST`) and n-best paths (`MECAB_NBEST`).
    private static let oneBestRequest: Int32 = 1
    private static let nBestRequest: Int32 = 2

    /// The cheapest path of `text` (cheaper to find than `paths`, which keeps every joining
    /// cost for the paths after it); nil when the library lacks the lattice calls or cannot
    /// parse the text.
    public func cheapestPath(_ text: String) -> Path? {
        var found: Path?
        walk(text, request: Self.oneBestRequest, limit: 1) { found = $0; return false }
        return found
    }

    /// The paths of `text`, cheapest first, each given to `visit` until it returns false or
    /// `limit` paths were given. Nothing is visited when the library lacks the lattice calls
    /// or cannot parse the text.
    public func paths(_ text: String, limit: Int, _ visit: (Path) -> Bool) {
        walk(text, request: Self.nBestRequest, limit: limit, visit)
    }

    /// The library's lattice calls, looked up when the tagger is loaded (by name for every line,
    /// they cost as much as a tenth of reading a short one); nil when the library lacks them.
    struct LatticeCalls: @unchecked Sendable {
        fileprivate var new: LatticeNew
        fileprivate var destroy: LatticeDestroy
        fileprivate var setSentence: SetSentence
        fileprivate var setRequest: SetRequestType
        fileprivate var parse: ParseLattice
        fileprivate var next: LatticeNext
        fileprivate var bos: BOSNode

        init?(library: UnsafeMutableRawPointer) {
            guard let new = dlsym(library, "mecab_lattice_new"), let destroy = dlsym(library, "mecab_lattice_destroy"),
                  let setSentence = dlsym(library, "mecab_lattice_set_sentence2"),
                  let setRequest = dlsym(library, "mecab_lattice_set_request_type"),
                  let parse = dlsym(library, "mecab_parse_lattice"), let next = dlsym(library, "mecab_lattice_next"),
                  let bos = dlsym(library, "mecab_lattice_get_bos_node") else { return nil }
            self.new = unsafeBitCast(new, to: LatticeNew.self)
            self.destroy = unsafeBitCast(destroy, to: LatticeDestroy.self)
            self.setSentence = unsafeBitCast(setSentence, to: SetSentence.self)
            self.setRequest = unsafeBitCast(setRequest, to: SetRequestType.self)
            self.parse = unsafeBitCast(parse, to: ParseLattice.self)
            self.next = unsafeBitCast(next, to: LatticeNext.self)
            self.bos = unsafeBitCast(bos, to: BOSNode.self)
        }
    }

    private func walk(_ text: String, request: Int32, limit: Int, _ visit: (Path) -> Bool) {
        guard limit > 0, let calls = latticeCalls else { return }
        lock.lock()
        defer { lock.unlock() }
        guard let lattice = calls.new() else { return }
        defer { calls.destroy(lattice) }
        text.withCString { pointer in
            calls.setSentence(lattice, pointer, strlen(pointer))
            calls.setRequest(lattice, request)
            guard calls.parse(tagger, lattice) != 0 else { return }
            let firstNode = calls.bos
            let nextPath = calls.next
            // The n-best paths of a line share most of their nodes: each is read once.
            var made: [UnsafeMutablePointer<mecab_node_t>: PathNode] = [:]
            for _ in 0..<limit {
                guard let start = firstNode(lattice),
                      visit(Self.path(from: start, text: pointer, linked: request == Self.nBestRequest, made: &made)) else { return }
                if nextPath(lattice) == 0 { return }
            }
        }
    }

    /// The path that starts at `start` (BOS) and follows `next` to EOS, in `text`; `linked`:
    /// the lattice kept every joining cost (n-best), so the path's own cost is summed from them.
    private static func path(from start: UnsafeMutablePointer<mecab_node_t>, text: UnsafePointer<CChar>, linked: Bool,
                             made: inout [UnsafeMutablePointer<mecab_node_t>: PathNode]) -> Path {
        var nodes: [PathNode] = []
        var cost = 0
        var previous = start
        var node = UnsafeMutablePointer(start.pointee.next)
        while let current = node {
            let entry = current.pointee
            // The best path's end (EOS) carries its whole cost; an n-best path's is its links'.
            if entry.stat == 3 && !linked { cost = Int(entry.cost) } else { cost += joiningCost(from: previous, to: current) }
            // 0 is a normal node and 1 an unknown word; EOS carries no text.
            if entry.stat == 0 || entry.stat == 1, let surface = entry.surface {
                if !linked {
                    nodes.append(Self.node(entry, surface: surface, text: text))
                } else if let known = made[current] {
                    nodes.append(known)
                } else {
                    let node = Self.node(entry, surface: surface, text: text)
                    made[current] = node
                    nodes.append(node)
                }
            }
            previous = current
            node = UnsafeMutablePointer(entry.next)
        }
        return Path(nodes: nodes, cost: cost)
    }

    /// The node of `entry`, whose surface starts at `surface` in `text`.
    private static func node(_ entry: mecab_node_t, surface: UnsafePointer<CChar>, text: UnsafePointer<CChar>) -> PathNode {
        let bytes = UnsafeRawBufferPointer(start: surface, count: Int(entry.length))
        return PathNode(surface: String(decoding: bytes, as: UTF8.self), feature: entry.feature.map { String(cString: $0) } ?? "",
                        isUnknown: entry.stat == 1, followsSpace: entry.rlength > entry.length,
                        partOfSpeechID: Int(entry.posid), offset: surface - text)
    }

    /// The cost of `right` after `left`: the lattice keeps, for every pair it joined, the
    /// connection cost plus the right word's own cost.
    private static func joiningCost(from left: UnsafeMutablePointer<mecab_node_t>, to right: UnsafeMutablePointer<mecab_node_t>) -> Int {
        var link = right.pointee.lpath
        while let current = link {
            if current.pointee.lnode == left { return Int(current.pointee.cost) }
            link = current.pointee.lnext
        }
        return Int(right.pointee.wcost)
    }
}
