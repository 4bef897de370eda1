import Foundation
import ShowbookPlatform

/// What a collection says about schedules beside its review log (`AnkiCollection.Timing`,
/// `AnkiCollection.Preset`), from either schema: the legacy one keeps the config, presets
/// (`dconf`) and decks as JSON in the `col` row; the current one keeps the config in the
/// `config` table (JSON values), presets in `deck_config` and each deck's preset in
/// `decks.kind` (protobufs). None of it is needed to import notes, so a part that is missing
/// or unreadable leaves its defaults rather than failing the import.
extension AnkiCollectionReader {
    /// What the schedule replay needs of the collection: its day, and each deck's preset by deck id.
    package struct Schedule: Sendable, Equatable {
        /// Nil when the collection names no time zone: elapsed time is then counted in 24-hour periods.
        package var timing: AnkiCollection.Timing?
        package var presets: [Int64: AnkiCollection.Preset] = [:]
    }

    package func schedule() -> Schedule {
        (try? reading { schema == .modern ? try modernSchedule() : try legacySchedule() }) ?? Schedule()
    }

    private func hasTable(_ name: String) throws -> Bool {
        try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", name) ?? 0 > 0
    }

    private static func json(_ text: String?) -> Any? {
        text.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) }
    }

    private static func timing(created: Int64?, value: (String) -> Any?) -> AnkiCollection.Timing? {
        let offset = (value("localOffset") as? NSNumber) ?? (value("creationOffset") as? NSNumber)
        guard let offset, let created else { return nil }
        let rollover = (value("rollover") as? NSNumber)?.intValue ?? 4
        return AnkiCollection.Timing(rolloverHour: rollover, minutesWest: offset.intValue, created: created)
    }

    private func legacySchedule() throws -> Schedule {
        typealias C = LegacyScheduleColumn
        let row = try database.query("SELECT \(C.selectList()) FROM col LIMIT 1") {
            (created: $0.int64(C.created), config: $0.string(C.config), presets: $0.string(C.presets), decks: $0.string(C.decks))
        }.first
        guard let row else { return Schedule() }
        let conf = Self.json(row.config) as? [String: Any] ?? [:]
        var schedule = Schedule(timing: Self.timing(created: row.created) { conf[$0] })
        let presets = Self.json(row.presets) as? [String: Any] ?? [:]
        for (key, value) in Self.json(row.decks) as? [String: Any] ?? [:] {
            guard let id = Int64(key), let deck = value as? [String: Any], let conf = deck["conf"] as? NSNumber,
                  let preset = presets[conf.stringValue] as? [String: Any] else { continue }
            schedule.presets[id] = AnkiCollection.Preset(legacy: preset)
        }
        return schedule
    }

    private func modernSchedule() throws -> Schedule {
        var config: [String: Any] = [:]
        if try hasTable("config") {
            typealias C = ConfigEntryColumn
            for (key, value) in try database.query(
                "SELECT \(C.selectList()) FROM config WHERE KEY IN ('rollover', 'localOffset', 'creationOffset')",
                map: { ($0.string(C.key), $0.string(C.value)) }) {
                config[key] = Self.json(value)
            }
        }
        let created = try database.query("SELECT \(LegacyScheduleColumn.created.rawValue) FROM col LIMIT 1") { $0.onlyInt64 }.first
        var schedule = Schedule(timing: Self.timing(created: created) { config[$0] })
        guard try hasTable("deck_config"), try hasTable("decks") else { return schedule }
        var presets: [Int64: AnkiCollection.Preset] = [:]
        typealias Preset = PresetBlobColumn
        for (id, hex) in try database.query("SELECT \(Preset.selectList()) FROM deck_config", map: { ($0.int64(Preset.id), $0.string(Preset.blob)) }) {
            let message = ProtobufMessage(hex: hex)
            let retention = message.floats(37).last
            let weights = message.floats(6)
            presets[id] = AnkiCollection.Preset(desiredRetention: retention, weights: weights.isEmpty ? nil : weights,
                                                learningSteps: message.floats(1).map { $0 * 60 },
                                                relearningSteps: message.floats(2).map { $0 * 60 })
        }
        typealias Kind = DeckKindColumn
        for (id, hex) in try database.query("SELECT \(Kind.selectList()) FROM decks", map: { ($0.int64(Kind.id), $0.string(Kind.blob)) }) {
            guard let normal = ProtobufMessage(hex: hex).message(1) else { continue }
            let configID = Int64(truncatingIfNeeded: normal.varint(1) ?? 1)
            guard var preset = presets[configID] ?? presets[1] else { continue }
            // A deck may set its own desired retention over its preset's.
            if let own = normal.floats(10).last { preset.desiredRetention = own }
            schedule.presets[id] = preset
        }
        return schedule
    }
}

/// What the schedule reads of the legacy `col` row.
private enum LegacyScheduleColumn: String, TableColumns {
    case created = "crt", config = "conf", presets = "dconf", decks
}

/// A `config` entry of the current schema: its key and JSON value.
private enum ConfigEntryColumn: String, TableColumns {
    case key = "KEY", value = "CAST(val AS TEXT)"
}

/// A preset of the current schema: its id and protobuf `config` as hex text.
private enum PresetBlobColumn: String, TableColumns {
    case id, blob = "hex(config)"
}

/// A deck of the current schema: its id and protobuf `kind` (which names its preset) as hex text.
private enum DeckKindColumn: String, TableColumns {
    case id, blob = "hex(kind)"
}
