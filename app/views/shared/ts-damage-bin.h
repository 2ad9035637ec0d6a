/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * TsDamageBin: an AdwBin whose child, when many of its parts changed in one frame, is
 * painted again as one box. GTK 4.8 compares each frame's render nodes with the last
 * frame's and paints again what differs, but once the boxes found pass 30 it gives up on
 * the container being compared and paints all of it: a turn passing on a table page (a
 * duchy, a list of choices, a dozen board spaces lit) made GTK paint the whole window. The
 * bin counts the parts of its child that changed (by comparing the nodes, cheaply) and,
 * past a few, makes GTK paint the bin's box alone. See docs/benchmarks.md, "Table pages".
 */
#define TS_TYPE_DAMAGE_BIN (ts_damage_bin_get_type ())
G_DECLARE_FINAL_TYPE (TsDamageBin, ts_damage_bin, TS, DAMAGE_BIN, AdwBin)

GtkWidget *ts_damage_bin_new (void);

/* How many parts of @a and @b differ, counted up to @cap: a node that is not the same one,
 * and not of the same values where GTK compares them (colours, texts, borders, images,
 * shadows), is a part; containers, translations, clips and opacities are looked into. */
guint ts_damage_bin_count_changed (GskRenderNode *a,
                                   GskRenderNode *b,
                                   guint          cap);

/* Whether two nodes of the same type that draw nothing else (colours, texts, borders, images,
 * shadows) draw the same, compared as GTK 4.8's diff does; FALSE for any other type (drawings,
 * gradients: GTK paints those again whole). */
gboolean ts_damage_bin_same_values (GskRenderNode *a,
                                    GskRenderNode *b);

G_END_DECLS
