/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The face of common/ (issue 57): the one header the model's rooms above it include. The
 * save discipline of every file Tableside writes: the atomic write and the kept files' lock,
 * check and merge. */

#include "ts-atomic-write.h"
#include "ts-kept-file.h"
#include "ts-own-files.h"
