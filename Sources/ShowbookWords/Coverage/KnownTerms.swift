import Foundation
import ShowbookPlatform

/// The term keys the learner is sure of at one moment, across every book (open or closed): a
/// word marked Known (at or before that moment), or a graduated card whose FSRS retrievability
/// then is at least the setting's minimum (`WordMemories`). The mining picker's i+1 lines are
/// counted against these; coverage weighs every word by its recall instead (`KnownLemmas`).
public enum KnownTerms {
    public static func at(_ date: Date, in database: Database, settings: CoverageSettings = CoverageSettings(),
                          scheduler: FSRSScheduler = FSRSScheduler()) throws -> Set<String> {
        at(date, memories: try WordMemories.read(from: database), settings: settings, scheduler: scheduler)
    }

    public static func at(_ date: Date, memories: WordMemories, settings: CoverageSettings = CoverageSettings(),
                          scheduler: FSRSScheduler = FSRSScheduler()) -> Set<String> {
        var known = Set<String>()
        for (key, list) in memories.byKey
        where WordMemories.recall(list, at: date, sureFrom: settings.minimumRetrievability, scheduler: scheduler)?.sure == true {
            known.insert(key)
        }
        return known
    }
}
