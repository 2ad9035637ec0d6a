/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-font-warm.h"

#include "ts-first-frame.h"

#include <gtk/gtk.h>
#include <pango/pangocairo.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/* Fonts made on the second core while GTK and libadwaita start (issue 56).
 *
 * Each size of text the first frame shows costs the main thread a fontconfig substitution
 * and sort, the font's metrics (a sample shaped), HarfBuzz's tables, and every glyph's
 * outline, hinting and image: about a quarter of `tableside FILE`'s first frame, while the
 * second core waits. So a thread makes those fonts in a font map of its own, with the
 * options GTK will give its text, while libadwaita loads its style sheets and the window and
 * its page are made; before the window is presented the main thread stops it, takes the map
 * as its default (pango's default is per thread) and finds the fonts made. Nothing else
 * changes: a font the table lacks is made as before, on the main thread.
 *
 * The map records what the first frame asks for, so that the benchmark (and a test) can
 * say which sizes the table missed. */

typedef enum
{
  SIZE_EM, /* times the default font's size (GTK's font-size in em, or "smaller") */
  SIZE_PT, /* points at the screen's resolution (libadwaita's typography) */
  SIZE_PX, /* pixels (a board's texts, fitted to their spaces) */
} SizeUnit;

typedef struct
{
  SizeUnit unit;
  double   size;
  int      weight;
} Face;

/* The fonts the first frames use at the window's default size, in the order they are
 * needed, those of every page first (measured: bench/startup/ts-bench-open, "first-frame-
 * fonts"; docs/benchmarks.md, "The fonts, made on the second core"). */
static const Face faces[] = {
  { SIZE_EM, 1.0, PANGO_WEIGHT_NORMAL },      /* text */
  { SIZE_EM, 1.0, PANGO_WEIGHT_BOLD },        /* the window's title, bold labels */
  { SIZE_EM, 1 / 1.2, PANGO_WEIGHT_NORMAL },  /* "smaller": rows' subtitles */
  { SIZE_PT, 11, PANGO_WEIGHT_BOLD },         /* .heading */
  { SIZE_PT, 9, PANGO_WEIGHT_NORMAL },        /* .caption */
  { SIZE_PT, 9, PANGO_WEIGHT_BOLD },          /* .caption-heading */
  { SIZE_PT, 13, PANGO_WEIGHT_BOLD },         /* .title-4: a game page's headings */
  { SIZE_EM, 0.75, PANGO_WEIGHT_BOLD },       /* smaller bold captions of the game pages */
  { SIZE_PT, 20, PANGO_WEIGHT_ULTRABOLD },    /* .title-1: the start page */
  { SIZE_EM, 1 / 1.2, PANGO_WEIGHT_BOLD },    /* Caylus 1303's marks and chips' titles */
  { SIZE_EM, 0.8, PANGO_WEIGHT_BOLD },        /* Caylus 1303's resources (.cy-res) */
  { SIZE_PT, 22, PANGO_WEIGHT_BOLD },         /* The Castles of Burgundy's dice buttons */
  { SIZE_PT, 7, PANGO_WEIGHT_NORMAL },        /* … its modules' route */
  { SIZE_PX, 9, PANGO_WEIGHT_BOLD },          /* … its duchy's hexes */
  { SIZE_PX, 8, PANGO_WEIGHT_BOLD },
  { SIZE_PX, 7, PANGO_WEIGHT_BOLD },
  { SIZE_PX, 10, PANGO_WEIGHT_SEMIBOLD },     /* … its board's depots, fitted by half pixels */
  { SIZE_PX, 9.5, PANGO_WEIGHT_SEMIBOLD },
  { SIZE_PX, 9, PANGO_WEIGHT_SEMIBOLD },
  { SIZE_PX, 8.5, PANGO_WEIGHT_SEMIBOLD },
  { SIZE_PX, 8, PANGO_WEIGHT_SEMIBOLD },
  { SIZE_PX, 7.5, PANGO_WEIGHT_SEMIBOLD },
  { SIZE_PX, 7, PANGO_WEIGHT_SEMIBOLD },
};

/* The glyphs made in each font: what the pages' texts are written with, in the three
 * languages besides English. */
static const char sample[] =
  "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,:;!?'’\"“”()[]/+-–—…×·%"
  "áàâãçéêíóôõúüñÁÉÍÓÚÇ¿¡";

typedef struct
{
  PangoFontMap         *map;
  cairo_font_options_t *options;
  double                dpi;
  PangoFontDescription *base;
  int                   scale;     /* the first monitor's: the glyphs' images are its size */
  gint                  stop;      /* atomic: the main thread wants the map */
  guint                 made;      /* faces made, read after the join */
  gint64                waited_us; /* the main thread's wait at the join */
  GThread              *thread;
} Warm;

static Warm *warm;

/* ---- the recording font map ---- */

typedef struct
{
  GHashTable *made;   /* PangoFontDescription → itself: loaded on the warming thread */
  GHashTable *missed; /* loaded after it, first on the main thread */
  gboolean    taken;  /* the main thread has it */
  gboolean    recording;
} Record;

static PangoFontMapClass *recording_parent_class;
static GQuark record_quark;

static PangoFontDescription *
record_key (const PangoFontDescription *desc)
{
  PangoFontDescription *key = pango_font_description_copy (desc);

  /* Itemizing sets the gravity; the fonts are the same. */
  pango_font_description_unset_fields (key, PANGO_FONT_MASK_GRAVITY);
  return key;
}

static PangoFontset *
recording_load_fontset (PangoFontMap               *map,
                        PangoContext               *context,
                        const PangoFontDescription *desc,
                        PangoLanguage              *language)
{
  Record *record = g_object_get_qdata (G_OBJECT (map), record_quark);

  if (record != NULL && record->recording)
    {
      PangoFontDescription *key = record_key (desc);
      GHashTable *into = record->taken ? record->missed : record->made;

      if (!g_hash_table_contains (record->made, key) && !g_hash_table_contains (into, key))
        g_hash_table_add (into, key);
      else
        pango_font_description_free (key);
    }
  return recording_parent_class->load_fontset (map, context, desc, language);
}

static void
recording_class_init (gpointer klass,
                      gpointer class_data)
{
  recording_parent_class = g_type_class_peek_parent (klass);
  PANGO_FONT_MAP_CLASS (klass)->load_fontset = recording_load_fontset;
}

static GType
recording_get_type (void)
{
  static gsize type;

  if (g_once_init_enter (&type))
    {
      /* PangoCairoFcFontMap's type is not in pango's headers: the type of a new map. */
      PangoFontMap *probe = pango_cairo_font_map_new ();
      GType parent = G_OBJECT_TYPE (probe);
      GTypeQuery query;
      GType made;

      g_object_unref (probe);

      g_type_query (parent, &query);
      made = g_type_register_static_simple (parent, "TsRecordingFontMap", query.class_size,
                                            recording_class_init, query.instance_size, NULL,
                                            0);
      g_once_init_leave (&type, made);
    }
  return type;
}

static void
record_free (gpointer data)
{
  Record *record = data;

  g_hash_table_unref (record->made);
  g_hash_table_unref (record->missed);
  g_free (record);
}

static GHashTable *
description_set_new (void)
{
  return g_hash_table_new_full ((GHashFunc) pango_font_description_hash,
                                (GEqualFunc) pango_font_description_equal,
                                (GDestroyNotify) pango_font_description_free, NULL);
}

static PangoFontMap *
recording_new (gboolean recording)
{
  PangoFontMap *map = g_object_new (recording_get_type (), NULL);
  Record *record = g_new0 (Record, 1);

  record_quark = g_quark_from_static_string ("ts-font-warm-record");
  record->made = description_set_new ();
  record->missed = description_set_new ();
  record->recording = recording;
  g_object_set_qdata_full (G_OBJECT (map), record_quark, record, record_free);
  return map;
}

/* ---- the warming thread ---- */

static double
face_pixels (const Face *face,
             const Warm *data)
{
  double base = pango_font_description_get_size (data->base) / (double) PANGO_SCALE;

  if (!pango_font_description_get_size_is_absolute (data->base))
    base *= data->dpi / 72.0;
  switch (face->unit)
    {
    case SIZE_EM:
      return base * face->size;
    case SIZE_PT:
      return face->size * data->dpi / 72.0;
    case SIZE_PX:
    default:
      return face->size;
    }
}

/* Draws each glyph once, so that cairo keeps its image: what the first frame draws with it
 * is then only copied. */
static void
draw_glyphs (cairo_t     *cr,
             PangoLayout *layout)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);

  do
    {
      PangoLayoutRun *run = pango_layout_iter_get_run_readonly (iter);
      g_autofree cairo_glyph_t *glyphs = NULL;
      cairo_scaled_font_t *font;
      int n = 0;

      if (run == NULL)
        continue;
      font = pango_cairo_font_get_scaled_font (PANGO_CAIRO_FONT (run->item->analysis.font));
      if (font == NULL)
        continue;
      glyphs = g_new (cairo_glyph_t, run->glyphs->num_glyphs);
      for (int i = 0; i < run->glyphs->num_glyphs; i++)
        if ((run->glyphs->glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG) == 0)
          glyphs[n++] = (cairo_glyph_t) { run->glyphs->glyphs[i].glyph, 4, 48 };
      cairo_set_scaled_font (cr, font);
      cairo_show_glyphs (cr, glyphs, n);
    }
  while (pango_layout_iter_next_run (iter));
  pango_layout_iter_free (iter);
}

static gpointer
warm_run (gpointer user_data)
{
  Warm *data = user_data;
  PangoContext *context = pango_font_map_create_context (data->map);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 64 * data->scale,
                                                         64 * data->scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, data->scale, data->scale);
  cr = cairo_create (surface);
#ifdef __linux__
  /* What the first frame waits for comes first: the main thread, the game's replay and
   * GTK's icon theme keep the cores; this thread takes what they leave (Linux gives each
   * thread its own nice value). */
  setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 10);
#endif

  pango_cairo_context_set_font_options (context, data->options);
  pango_cairo_context_set_resolution (context, data->dpi);
  for (gsize i = 0; i < G_N_ELEMENTS (faces) && !g_atomic_int_get (&data->stop); i++)
    {
      g_autoptr(PangoFontDescription) desc = pango_font_description_copy (data->base);
      g_autoptr(PangoLayout) layout = pango_layout_new (context);
      double pixels = face_pixels (&faces[i], data);

      /* As GTK's style gives it: a size in pixels, in 1/1024ths. */
      pango_font_description_set_absolute_size (desc, round (pixels * PANGO_SCALE));
      pango_font_description_set_weight (desc, faces[i].weight);
      pango_font_metrics_unref (pango_context_get_metrics (context, desc, NULL));
      pango_layout_set_font_description (layout, desc);
      pango_layout_set_text (layout, sample, -1);
      draw_glyphs (cr, layout);
      data->made++;
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_object_unref (context);
  return NULL;
}

typedef struct
{
  const char *name;
  int         value;
} Named;

static const Named hint_styles[] = {
  { "hintnone", CAIRO_HINT_STYLE_NONE },
  { "hintslight", CAIRO_HINT_STYLE_SLIGHT },
  { "hintmedium", CAIRO_HINT_STYLE_MEDIUM },
  { "hintfull", CAIRO_HINT_STYLE_FULL },
};

static const Named subpixel_orders[] = {
  { "rgb", CAIRO_SUBPIXEL_ORDER_RGB },
  { "bgr", CAIRO_SUBPIXEL_ORDER_BGR },
  { "vrgb", CAIRO_SUBPIXEL_ORDER_VRGB },
  { "vbgr", CAIRO_SUBPIXEL_ORDER_VBGR },
};

static int
named_value (const Named *names,
             gsize        n_names,
             const char  *name,
             int          otherwise)
{
  for (gsize i = 0; name != NULL && i < n_names; i++)
    if (g_str_equal (names[i].name, name))
      return names[i].value;
  return otherwise;
}

/* The font options GTK's settings give every widget's text (GtkSettings' own reading of
 * them is private): a difference only makes the fonts again on the main thread, as
 * without this. */
static cairo_font_options_t *
settings_font_options (GtkSettings *settings,
                       double      *dpi,
                       char       **font_name)
{
  cairo_font_options_t *options = cairo_font_options_create ();
  g_autofree char *hint_style = NULL;
  g_autofree char *rgba = NULL;
  int antialias = -1, hinting = -1, xft_dpi = -1;
  gboolean hint_metrics = FALSE;
  cairo_hint_style_t style = CAIRO_HINT_STYLE_DEFAULT;
  cairo_subpixel_order_t order = CAIRO_SUBPIXEL_ORDER_DEFAULT;

  g_object_get (settings, "gtk-font-name", font_name, "gtk-xft-antialias", &antialias,
                "gtk-xft-hinting", &hinting, "gtk-xft-hintstyle", &hint_style,
                "gtk-xft-rgba", &rgba, "gtk-xft-dpi", &xft_dpi, "gtk-hint-font-metrics",
                &hint_metrics, NULL);
  cairo_font_options_set_hint_metrics (options, hint_metrics ? CAIRO_HINT_METRICS_ON
                                                             : CAIRO_HINT_METRICS_OFF);
  if (hinting == 0)
    style = CAIRO_HINT_STYLE_NONE;
  else if (hinting == 1)
    style = named_value (hint_styles, G_N_ELEMENTS (hint_styles), hint_style, style);
  cairo_font_options_set_hint_style (options, style);
  order = named_value (subpixel_orders, G_N_ELEMENTS (subpixel_orders), rgba, order);
  cairo_font_options_set_subpixel_order (options, order);
  if (antialias == 0)
    cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_NONE);
  else if (antialias == 1)
    cairo_font_options_set_antialias (options, order != CAIRO_SUBPIXEL_ORDER_DEFAULT
                                                 ? CAIRO_ANTIALIAS_SUBPIXEL
                                                 : CAIRO_ANTIALIAS_GRAY);
  *dpi = xft_dpi > 0 ? xft_dpi / 1024.0 : 96.0;
  return options;
}

static int
first_monitor_scale (void)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);

  return monitor != NULL ? MAX (1, gdk_monitor_get_scale_factor (monitor)) : 1;
}

/* Whether every other core was taken when the process started: set by
 * ts_font_warm_look_at_cores(). */
static gboolean cores_taken;

/**
 * ts_font_warm_look_at_cores:
 *
 * Looks whether the machine's other cores are all running something now (the tasks running
 * or ready to run, /proc/loadavg's fourth field, this one among them). Call first in main(),
 * before any thread of this process starts: the thread is not started on a machine that has
 * no core to give it, where it would only take the main thread's time.
 *
 * Returns: whether the other cores are all taken (the thread will not start).
 */
gboolean
ts_font_warm_look_at_cores (void)
{
  g_autofree char *text = NULL;
  int running, total;

  if (g_file_get_contents ("/proc/loadavg", &text, NULL, NULL)
      && sscanf (text, "%*s %*s %*s %d/%d", &running, &total) == 2)
    cores_taken = running - 1 >= (int) g_get_num_processors () - 1;
  return cores_taken;
}

/**
 * ts_font_warm_start:
 *
 * Opens the display (as GtkApplication's start-up would next) and starts making the first
 * frame's fonts on a thread. Call in GApplication::startup before chaining up; does
 * nothing with TABLESIDE_NO_FONT_WARM set (the benchmark's comparison), on one core, with
 * the other cores taken (ts_font_warm_look_at_cores()) or without a display.
 */
void
ts_font_warm_start (void)
{
  g_autofree char *font_name = NULL;

  /* On one core, or with the others taken, the thread would only take the main thread's
   * time. (The tests that wait for every font want the thread whatever the machine does.) */
  if (warm != NULL || g_getenv ("TABLESIDE_NO_FONT_WARM") != NULL || g_get_num_processors () < 2
      || (cores_taken && g_getenv ("TABLESIDE_FONT_WARM_WAIT") == NULL) || !gtk_init_check ())
    return;
  warm = g_new0 (Warm, 1);
  warm->options = settings_font_options (gtk_settings_get_default (), &warm->dpi, &font_name);
  warm->base = pango_font_description_from_string (font_name != NULL ? font_name : "Sans 10");
  if (pango_font_description_get_size (warm->base) <= 0)
    pango_font_description_set_size (warm->base, 10 * PANGO_SCALE);
  warm->scale = first_monitor_scale ();
  warm->map = recording_new (g_getenv (TS_FIRST_FRAME_ENV) != NULL);
  warm->thread = g_thread_new ("ts-font-warm", warm_run, warm);
}

/**
 * ts_font_warm_finish:
 *
 * Stops the thread after the font it is making, waits for it and makes its font map this
 * (the main) thread's default. Call once libadwaita has started, before any widget is made.
 */
void
ts_font_warm_finish (void)
{
  Record *record;
  gint64 start;

  if (warm == NULL || warm->thread == NULL)
    return;
  start = g_get_monotonic_time ();
  /* The tests wait for every font, so that what a first frame missed is the table's. */
  if (g_getenv ("TABLESIDE_FONT_WARM_WAIT") == NULL)
    g_atomic_int_set (&warm->stop, 1);
  g_thread_join (g_steal_pointer (&warm->thread));
  warm->waited_us = g_get_monotonic_time () - start;
  record = g_object_get_qdata (G_OBJECT (warm->map), record_quark);
  record->taken = TRUE;
  pango_cairo_font_map_set_default (PANGO_CAIRO_FONT_MAP (warm->map));
}

/**
 * ts_font_warm_report:
 * @made: (out): the table's fonts made before the main thread took them
 * @missed: (out): fonts loaded since on the main thread, not among those made
 * @waited_us: (out): how long the main thread waited for the font being made
 *
 * With TABLESIDE_QUIT_AFTER_FIRST_FRAME set (ts-first-frame.c): what the warming did; stops
 * recording.
 * Returns: FALSE if nothing was warmed or recorded.
 */
gboolean
ts_font_warm_report (guint  *made,
                     guint  *missed,
                     gint64 *waited_us)
{
  Record *record;

  if (warm == NULL || warm->thread != NULL)
    return FALSE;
  record = g_object_get_qdata (G_OBJECT (warm->map), record_quark);
  if (!record->recording)
    return FALSE;
  record->recording = FALSE;
  *made = warm->made;
  *missed = g_hash_table_size (record->missed);
  *waited_us = warm->waited_us;
  return TRUE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/**
 * ts_font_warm_list_missed:
 *
 * Returns: (transfer full): the fonts the first frame loaded that the table had not made,
 * as pango describes them, sorted (for the report's details).
 */
GStrv
ts_font_warm_list_missed (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GStrv list;
  Record *record;
  GHashTableIter iter;
  gpointer key;

  if (warm != NULL && warm->thread == NULL)
    {
      record = g_object_get_qdata (G_OBJECT (warm->map), record_quark);
      g_hash_table_iter_init (&iter, record->missed);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          g_autofree char *name = pango_font_description_to_string (key);

          g_strv_builder_add (builder, name);
        }
    }
  list = g_strv_builder_end (builder);
  g_qsort_with_data (list, g_strv_length (list), sizeof (char *), compare_strings, NULL);
  return list;
}

/**
 * ts_font_warm_matches:
 * @context: a widget's
 *
 * Returns: whether @context's text has the font options and resolution the fonts were
 * made with (else they were made in vain).
 */
gboolean
ts_font_warm_matches (PangoContext *context)
{
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (context);

  return warm != NULL && options != NULL && cairo_font_options_equal (options, warm->options)
         && pango_cairo_context_get_resolution (context) == warm->dpi
         && pango_context_get_font_map (context) == warm->map;
}

/**
 * ts_font_warm_table_size:
 *
 * Returns: how many fonts the table holds.
 */
guint
ts_font_warm_table_size (void)
{
  return G_N_ELEMENTS (faces);
}
