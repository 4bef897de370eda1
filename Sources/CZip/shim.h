#ifndef SHOWBOOK_CZIP_SHIM_H
#define SHOWBOOK_CZIP_SHIM_H
#include <zip.h>
#endif
