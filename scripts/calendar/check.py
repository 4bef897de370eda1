"""Reads Showbook's .ics exports with the icalendar package and compares them with what Showbook
meant to write (ics-check.sh runs it in a pinned virtualenv; ICalendarReferenceTests calls it).

usage: check.py EXPECTED.json EXPORT.ics...

EXPECTED.json lists, per export, the events: uid, summary, description, and start — either
{"date": "YYYY-MM-DD"} (all day) or {"utc": "YYYY-MM-DDTHH:MM:SS", "minutes": N|null} (timed).
Checks every file's lines (CRLF, at most 75 octets, UTF-8 on their own), that icalendar reads
every component without errors, that each event holds exactly the expected values, and that
the exports share their UIDs. Prints "agree: …" and exits 0, else one line per difference and 1.
"""
import datetime
import json
import sys

import icalendar


def lines_problems(name, data):
    problems = []
    if not data.endswith(b"\r\n"):
        problems.append(f"{name}: does not end with CRLF")
    for number, line in enumerate(data.split(b"\r\n")[:-1], 1):
        if len(line) > 75:
            problems.append(f"{name} line {number}: {len(line)} octets")
        if b"\n" in line or b"\r" in line:
            problems.append(f"{name} line {number}: a bare CR or LF")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as error:
            problems.append(f"{name} line {number}: not UTF-8 on its own ({error})")
    return problems


def component_errors(component):
    found = list(getattr(component, "errors", []) or [])
    for sub in component.subcomponents:
        found += component_errors(sub)
    return found


def check_event(name, event, expected):
    problems = []
    uid = str(event.get("UID"))
    def differ(what, got, want):
        if got != want:
            problems.append(f"{name} {uid} {what}: read {got!r}, wrote {want!r}")
    differ("SUMMARY", str(event.get("SUMMARY")), expected["summary"])
    differ("DESCRIPTION", str(event.get("DESCRIPTION", "")), expected["description"])
    stamp = event.decoded("DTSTAMP")
    if not isinstance(stamp, datetime.datetime) or stamp.utcoffset() != datetime.timedelta(0):
        problems.append(f"{name} {uid} DTSTAMP is not a UTC time: {stamp!r}")
    start = event.decoded("DTSTART")
    want = expected["start"]
    if "date" in want:
        if isinstance(start, datetime.datetime):
            problems.append(f"{name} {uid} DTSTART is a time, not a date: {start!r}")
        else:
            differ("DTSTART", start.isoformat(), want["date"])
            end = event.decoded("DTEND")
            differ("DTEND", (end - start).days, 1)
    else:
        if not isinstance(start, datetime.datetime) or start.utcoffset() != datetime.timedelta(0):
            problems.append(f"{name} {uid} DTSTART is not a UTC time: {start!r}")
        else:
            differ("DTSTART", start.replace(tzinfo=None).isoformat(), want["utc"])
        minutes = want.get("minutes")
        if minutes:
            differ("DURATION", event.decoded("DURATION"), datetime.timedelta(minutes=minutes))
    return problems


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[3], file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as handle:
        expected = json.load(handle)
    problems = []
    uid_sets = []
    events_read = 0
    for path, wanted in zip(sys.argv[2:], expected["exports"]):
        name = path.rsplit("/", 1)[-1]
        with open(path, "rb") as handle:
            data = handle.read()
        problems += lines_problems(name, data)
        calendar = icalendar.Calendar.from_ical(data)
        problems += [f"{name}: icalendar: {error}" for error in component_errors(calendar)]
        if str(calendar.get("VERSION")) != "2.0" or not calendar.get("PRODID"):
            problems.append(f"{name}: VERSION 2.0 and PRODID are required")
        events = {str(event.get("UID")): event for event in calendar.walk("VEVENT")}
        if len(events) != len(calendar.walk("VEVENT")):
            problems.append(f"{name}: two events share a UID")
        want = {entry["uid"]: entry for entry in wanted}
        if set(events) != set(want):
            problems.append(f"{name}: UIDs {sorted(events)} differ from {sorted(want)}")
        for uid in sorted(set(events) & set(want)):
            problems += check_event(name, events[uid], want[uid])
            events_read += 1
        uid_sets.append(set(events))
    if len(sys.argv) - 2 != len(expected["exports"]):
        problems.append(f"{len(sys.argv) - 2} files for {len(expected['exports'])} exports")
    if len(uid_sets) > 1 and any(uids != uid_sets[0] for uids in uid_sets[1:]):
        problems.append("the exports do not share their UIDs")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"agree: {events_read} events in {len(uid_sets)} exports read by icalendar {icalendar.__version__}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
