/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The engine translates its own messages (refusals, entry descriptions) through the
 * application's gettext domain, so that the CLI and the views say the same words. */
#include "config.h"
#include <glib/gi18n-lib.h>
