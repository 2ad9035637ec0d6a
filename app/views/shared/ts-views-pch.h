/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The system headers every view includes, parsed once a library (meson's c_pch, on by
 * default: -Db_pch=false turns it off): parsing GTK's and libadwaita's headers was some two
 * thirds of a view's compile. Nothing of the project's own is here, so that a change to one
 * of its headers rebuilds only what includes it. A file still includes what it uses. */
/* A guard, not #pragma once: compiled as a main file, GCC warns of that. */
#ifndef TS_VIEWS_PCH_H
#define TS_VIEWS_PCH_H

#include <adwaita.h>
#include <json-glib/json-glib.h>

#endif
