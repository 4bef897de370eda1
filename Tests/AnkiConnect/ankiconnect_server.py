"""An AnkiConnect front for tests: AnkiConnect's HTTP JSON protocol (version 6) over a real
`anki` Collection. Only this HTTP layer is test code; every action runs on Anki's own
collection, with Anki's schema, note types and duplicate check.

    server = AnkiConnectServer(collection)    # listens on 127.0.0.1, a free port
    server.start(); ... server.url ...; server.stop()

`reported_version` is what the `version` action answers (set it below 6 to play an old add-on).
An action named in `lose_answers` is done and its answer lost once (the connection closes
without a reply), as when Anki answers after the client has given up.
"""

import base64
import json
import os
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import anki.collection  # noqa: F401 (anki.notes needs the collection module loaded first)
from anki.notes import NoteFieldsCheckResult


class AnkiConnectServer:
    def __init__(self, collection, reported_version=6):
        self.collection = collection
        self.reported_version = reported_version
        self.actions = []
        self.lose_answers = set()
        front = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length", "0"))
                request = None
                try:
                    request = json.loads(self.rfile.read(length))
                    reply = {"result": front.run(request["action"], request.get("params", {})), "error": None}
                except Exception as error:  # AnkiConnect reports every failure in "error"
                    reply = {"result": None, "error": str(error)}
                if isinstance(request, dict) and request.get("action") in front.lose_answers:
                    front.lose_answers.discard(request["action"])
                    self.close_connection = True
                    return
                body = json.dumps(reply).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.server = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self):
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def run(self, action, params):
        self.actions.append(action)
        handler = getattr(self, "action_" + action, None)
        if handler is None:
            raise Exception(f"unsupported action: {action}")
        return handler(**params)

    # The actions, as AnkiConnect defines them.

    def action_version(self):
        return self.reported_version

    def action_multi(self, actions):
        # Each action is answered as a request of its own version would be: an action without
        # a version (the add-on then takes 4) gets its bare result, one of version 5 or later
        # the {"result", "error"} pair; a failure is always the pair, with the error.
        results = []
        for item in actions:
            try:
                result = self.run(item["action"], item.get("params", {}))
            except Exception as error:
                results.append({"result": None, "error": str(error)})
                continue
            results.append({"result": result, "error": None} if item.get("version", 4) > 4 else result)
        return results

    def action_createDeck(self, deck):
        return self.collection.decks.id(deck)

    def action_modelNames(self):
        return [entry.name for entry in self.collection.models.all_names_and_ids()]

    def action_createModel(self, modelName, inOrderFields, cardTemplates, css="", isCloze=False):
        models = self.collection.models
        if models.by_name(modelName):
            raise Exception("Model name already exists")
        model = models.new(modelName)
        for name in inOrderFields:
            models.add_field(model, models.new_field(name))
        for index, template in enumerate(cardTemplates):
            added = models.new_template(template.get("Name", f"Card {index + 1}"))
            added["qfmt"] = template["Front"]
            added["afmt"] = template["Back"]
            models.add_template(model, added)
        model["css"] = css
        models.add(model)
        return models.by_name(modelName)

    def _note(self, spec):
        model = self.collection.models.by_name(spec["modelName"])
        if model is None:
            raise Exception(f"model was not found: {spec['modelName']}")
        note = self.collection.new_note(model)
        for name, value in spec.get("fields", {}).items():
            if name not in note:
                raise Exception(f"field was not found: {name}")
            note[name] = value
        note.tags = list(spec.get("tags", []))
        return note

    def _addable(self, spec):
        note = self._note(spec)
        state = note.fields_check()
        if state == NoteFieldsCheckResult.EMPTY:
            return False, "cannot create note because it is empty"
        options = spec.get("options", {})
        if state == NoteFieldsCheckResult.DUPLICATE and not options.get("allowDuplicate", False):
            # Anki finds a duplicate anywhere in the collection; with the "deck" scope only a
            # note of the same type and first field in the note's own deck counts.
            if options.get("duplicateScope") != "deck" or self._in_deck(note, spec["deckName"]):
                return False, "cannot create note because it is a duplicate"
        return True, None

    def _in_deck(self, note, deck_name):
        deck = self.collection.decks.by_name(deck_name)
        if deck is None:
            return False
        first = note.fields[0].strip()
        for card_id in self.collection.find_cards(f"did:{deck['id']}"):
            other = self.collection.get_card(card_id).note()
            if other.mid == note.mid and other.fields[0].strip() == first:
                return True
        return False

    def action_canAddNotes(self, notes):
        return [self._addable(spec)[0] for spec in notes]

    def action_addNote(self, note):
        addable, reason = self._addable(note)
        if not addable:
            raise Exception(reason)
        made = self._note(note)
        self.collection.add_note(made, self.collection.decks.id(note["deckName"]))
        return made.id

    def action_addNotes(self, notes):
        # The notes that can be added are; when any fails, the answer is an error listing
        # every failure (no ids), as the add-on gives it.
        ids, errors = [], []
        for spec in notes:
            try:
                ids.append(self.action_addNote(spec))
            except Exception as error:
                errors.append(str(error))
        if errors:
            raise Exception(str(errors))
        return ids

    def action_findNotes(self, query):
        return list(self.collection.find_notes(query))

    def action_notesInfo(self, notes):
        infos = []
        for note_id in notes:
            try:
                note = self.collection.get_note(note_id)
            except Exception:
                infos.append({})
                continue
            infos.append({"noteId": note.id, "modelName": note.note_type()["name"], "tags": note.tags,
                          "fields": {name: {"value": value, "order": index}
                                     for index, (name, value) in enumerate(note.items())}})
        return infos

    def action_updateNoteFields(self, note):
        try:
            stored = self.collection.get_note(note["id"])
        except Exception:
            raise Exception(f"Note was not found: {note['id']}")
        for name, value in note.get("fields", {}).items():
            if name in stored:
                stored[name] = value
        self.collection.update_note(stored)
        return None

    def action_addTags(self, notes, tags):
        self.collection.tags.bulk_add(list(notes), tags)
        return None

    def action_removeTags(self, notes, tags):
        self.collection.tags.bulk_remove(list(notes), tags)
        return None

    def action_updateNoteTags(self, note, tags):
        stored = self.collection.get_note(note)
        stored.tags = list(tags)
        self.collection.update_note(stored)
        return None

    def action_getNoteTags(self, note):
        return self.collection.get_note(note).tags

    def action_findCards(self, query=None):
        if query is None:
            return []
        return [int(card_id) for card_id in self.collection.find_cards(query)]

    def action_cardsInfo(self, cards):
        # The add-on's answer, without the rendered question and answer; {} for a missing card.
        infos = []
        for card_id in cards:
            try:
                card = self.collection.get_card(card_id)
            except Exception:
                infos.append({})
                continue
            infos.append({"cardId": card.id, "note": card.nid, "ord": card.ord, "fieldOrder": card.ord,
                          "deckName": self.collection.decks.name(card.did), "modelName": card.note_type()["name"],
                          "factor": card.factor, "interval": card.ivl, "type": card.type, "queue": card.queue,
                          "due": card.due, "reps": card.reps, "lapses": card.lapses, "left": card.left, "mod": card.mod})
        return infos

    # The keys the add-on sets only with warning_check, as it lists them.
    GUARDED_CARD_KEYS = ["did", "id", "ivl", "lapses", "left", "mod", "nid", "odid", "odue", "ord", "queue", "reps",
                         "type", "usn"]

    def action_setSpecificValueOfCard(self, card, keys, newValues, warning_check=False):
        # As the add-on: False for a malformed request or a guarded key without warning_check,
        # else [True] or [[False, why]].
        if isinstance(card, list) or not isinstance(keys, list) or not isinstance(newValues, list):
            return False
        if len(keys) != len(newValues):
            return False
        if not warning_check and any(key in self.GUARDED_CARD_KEYS for key in keys):
            return False
        try:
            stored = self.collection.get_card(card)
            for key, value in zip(keys, newValues):
                setattr(stored, key, value)
            self.collection.update_card(stored)
            return [True]
        except Exception as error:
            return [[False, str(error)]]

    def action_setDueDate(self, cards, days):
        self.collection.sched.set_due_date(cards, days)
        return True

    def action_suspend(self, cards, suspend=True):
        # As the add-on: the cards already so are dropped; False when none is left.
        cards = [card_id for card_id in cards
                 if (self.collection.get_card(card_id).queue == -1) != suspend]
        if not cards:
            return False
        if suspend:
            self.collection.sched.suspend_cards(cards)
        else:
            self.collection.sched.unsuspend_cards(cards)
        return True

    def action_getReviewsOfCards(self, cards):
        columns = ["id", "usn", "ease", "ivl", "lastIvl", "factor", "time", "type"]
        return {card: [dict(zip(columns, row)) for row in self.collection.db.all(
            f"select {', '.join(columns)} from revlog where cid = ?", card)] for card in cards}

    def action_insertReviews(self, reviews):
        # The add-on writes the rows as given, in one statement: one id already in the log
        # fails them all.
        if reviews:
            self.collection.db.execute(
                "insert into revlog(id,cid,usn,ease,ivl,lastIvl,factor,time,type) values "
                + ",".join("(" + ",".join("?" * 9) + ")" for _ in reviews),
                *[int(value) for row in reviews for value in row])
        return None

    def action_storeMediaFile(self, filename, data=None, path=None, url=None, skipHash=None, deleteExisting=True):
        if data is None:
            raise Exception("only base64 data is supported by this front")
        content = base64.b64decode(data)
        if deleteExisting:
            self.collection.media.trash_files([filename]) if os.path.exists(
                os.path.join(self.collection.media.dir(), filename)) else None
        return self.collection.media.write_data(filename, content)

    def action_retrieveMediaFile(self, filename):
        full = os.path.join(self.collection.media.dir(), filename)
        if not os.path.exists(full):
            return False
        with open(full, "rb") as handle:
            return base64.b64encode(handle.read()).decode()
