#ifndef SHOWBOOK_CSQLITE_SHIM_H
#define SHOWBOOK_CSQLITE_SHIM_H
#include <sqlite3.h>
/* SQLITE_TRANSIENT is a cast macro that Swift cannot import. */
static inline sqlite3_destructor_type sb_sqlite_transient(void) { return SQLITE_TRANSIENT; }
/* sqlite3_db_config is variadic, which Swift cannot call: stop the checkpoint SQLite runs when
   the last connection closes (used once a file is known to be damaged). */
static inline int sb_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
#endif
