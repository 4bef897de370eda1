import Foundation
import ShowbookPlatform
import ShowbookWords

/// The sound and picture of a Showbook note (what `books export --apkg --media` cut), kept when
/// its package is imported: copied into `media/anki/` beside the database (so under
/// `$XDG_DATA_HOME/showbook/` for the default one), named by their content
/// (`anki-<hash>.opus` and `anki-<hash>.jpg`, the picture beside the sound), and given to the
/// word as its clip: the whole kept file (`wholeFile`). A re-export with `--media` sends the
/// kept files again instead of cutting (`AnkiMediaCutter`). Names come from other people's
/// files: a name that is missing, unsafe (a path, `..`) or too large is skipped and counted;
/// a file is only ever written under a name made here, inside the folder. An import that
/// fails or is cancelled removes the files it made (the words were not stored).
package final class AnkiImportedMedia {
    /// What keeping did, for the import's line.
    package struct Counts: Sendable, Equatable {
        /// Files written (a file two notes share counts once per note).
        package var kept = 0
        /// References whose file could not be kept: unsafe names, files not in the package,
        /// files over the limit, damaged entries, or no folder to keep them in.
        package var skipped = 0
    }

    /// The end of a kept clip: to the file's end.
    package static let wholeFile = ClipWindow.usableSeconds.upperBound
    /// The kinds of file kept, by extension.
    package static let soundExtensions: Set<String> = ["opus", "ogg", "oga", "mp3", "m4a", "aac", "wav", "flac"]
    package static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif"]

    private let media: AnkiPackageMedia
    /// Nil when the database has no folder (in memory): every reference is skipped.
    private let folder: String?
    package private(set) var counts = Counts()
    /// Files this import made that were not there before: removed when the import fails.
    private var created: [String] = []

    package init(media: AnkiPackageMedia, folder: String?) {
        self.media = media
        self.folder = folder
    }

    /// `media/anki` beside the database at `databasePath`; nil for an in-memory database.
    package static func folder(besideDatabase databasePath: String) -> String? {
        guard !databasePath.isEmpty, databasePath != ":memory:", !databasePath.hasPrefix("file:") else { return nil }
        let parent = (databasePath as NSString).deletingLastPathComponent
        return ((parent.isEmpty ? "." : parent) as NSString).appendingPathComponent("media/anki")
    }

    /// The file name a Showbook Audio field (`[sound:name]`) or Image field (`<img src="name">`) names.
    package static func name(inField field: String) -> String? {
        let text = field.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("[sound:"), text.hasSuffix("]") {
            return String(text.dropFirst("[sound:".count).dropLast())
        }
        guard text.lowercased().hasPrefix("<img"), let start = text.range(of: "src=\"") else { return nil }
        let rest = text[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// Keeps the files `audio` and `image` name (either may be nil) and returns the word's clip:
    /// the sound, or the picture when there is no sound; nil when neither could be kept.
    package func keep(audio: String?, image: String?) -> ExampleClip? {
        var sound: (bytes: [UInt8], ext: String)?
        var picture: (bytes: [UInt8], ext: String)?
        if let audio { sound = take(audio, kinds: Self.soundExtensions) }
        if let image { picture = take(image, kinds: Self.pictureExtensions) }
        guard sound != nil || picture != nil else { return nil }
        guard let folder else {
            counts.skipped += (sound == nil ? 0 : 1) + (picture == nil ? 0 : 1)
            return nil
        }
        let stem = "anki-" + SHA1.digest((sound?.bytes ?? []) + [0] + (picture?.bytes ?? [])).prefix(10)
            .map { String(format: "%02x", $0) }.joined()
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var kept: [String] = []
            for file in [sound, picture].compactMap({ $0 }) {
                let path = (folder as NSString).appendingPathComponent(stem + "." + file.ext)
                if !FileManager.default.fileExists(atPath: path) { created.append(path) }
                try OutputFile.write(file.bytes, to: path)
                kept.append(path)
            }
            counts.kept += kept.count
            return kept.first.map { ExampleClip(media: $0, start: 0, end: Self.wholeFile) }
        } catch {
            counts.skipped += (sound == nil ? 0 : 1) + (picture == nil ? 0 : 1)
            return nil
        }
    }

    /// Removes the files this import made, for an import that stored nothing (cancelled or failed).
    package func removeCreated() {
        for path in created { unlink(path) }
        created = []
    }

    /// The bytes of the file the note calls `name` and the extension it is kept under, or nil
    /// (counted) when it cannot be kept.
    private func take(_ name: String, kinds: Set<String>) -> (bytes: [UInt8], ext: String)? {
        let ext = (name as NSString).pathExtension.lowercased()
        guard kinds.contains(ext), case let .success(bytes) = media.bytes(named: name) else {
            counts.skipped += 1
            return nil
        }
        return (bytes, ext)
    }

    /// The kept files of `clip` — its sound and the picture beside it — when it is a clip an
    /// import kept (not one mined from a video): the export sends them again as they are.
    package static func files(of clip: ExampleClip) -> (sound: String?, picture: String?)? {
        let path = clip.media
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        guard clip.start == 0, clip.end == wholeFile, name.hasPrefix("anki-"),
              ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent == "anki" else { return nil }
        let stem = (path as NSString).deletingPathExtension
        if pictureExtensions.contains(ext) { return (nil, path) }
        guard soundExtensions.contains(ext) else { return nil }
        let picture = pictureExtensions.sorted().map { stem + "." + $0 }.first { FileManager.default.fileExists(atPath: $0) }
        return (path, picture)
    }
}

extension AnkiImportedMedia {
    /// Adds a word's kept files to an export's media under the names a cut clip gets
    /// (`showbook-3-17.opus`, `showbook-3-17.jpg`); a file gone or over the limit is left out.
    package static func add(_ files: (sound: String?, picture: String?), to media: inout AnkiMedia, bookID: Int64, wordID: Int64) {
        func read(_ path: String?) -> (bytes: [UInt8], ext: String)? {
            guard let path, let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            guard let data = try? handle.read(upToCount: AnkiPackageMedia.fileLimit + 1), !data.isEmpty,
                  data.count <= AnkiPackageMedia.fileLimit else { return nil }
            return ([UInt8](data), (path as NSString).pathExtension.lowercased())
        }
        var names = AnkiMedia.Names()
        if let sound = read(files.sound) {
            let name = "showbook-\(bookID)-\(wordID).\(sound.ext)"
            media.files.append(AnkiMedia.File(name: name, bytes: sound.bytes))
            names.audio = name
        }
        if let picture = read(files.picture) {
            let name = picture.ext == "jpg" ? ClipWindow.imageName(bookID: bookID, wordID: wordID) : "showbook-\(bookID)-\(wordID).\(picture.ext)"
            media.files.append(AnkiMedia.File(name: name, bytes: picture.bytes))
            names.image = name
        }
        media.report.clips += 1
        guard names.audio != nil || names.image != nil else {
            media.report.vanished += 1
            if media.report.firstVanished == nil { media.report.firstVanished = files.sound ?? files.picture }
            return
        }
        media.names[wordID] = names
        media.report.cut += 1
    }
}
