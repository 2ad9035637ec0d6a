/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-engine-error.h"

G_DEFINE_QUARK (ts-engine-error-quark, ts_engine_error)
