/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The QR code of a finished game's play for BG Stats (ts-bgstats-link.h): black modules on
 * white with a quiet zone of 4 modules, in any style (a phone reads dark on light), at a
 * whole number of pixels a module, as large as the space given allows. Empty (no size) while
 * the game is played. A play whose link no QR code can hold (five players with very long
 * names) is said in words instead, on screen and to a screen reader, with the way that
 * works: the play exported as a file (TsBgStatsQr:too-long). */
#include "ts-i18n.h"

#include <string.h>

#include "ts-bgstats-link.h"
#include "ts-bgstats-qr.h"
#include "ts-page-host.h"
#include "ts-qr-code.h"

/* The quiet zone the QR standard asks for around the symbol, in modules. */
#define QUIET_ZONE 4
/* Pixels a module at least (a five players' code, 121 modules, fits a 360 px wide page), and
 * when given room on a page (a hand's width on a laptop, read from across the table). */
#define MIN_MODULE_PX 2
#define NATURAL_MODULE_PX 5
/* The most bytes a QR code holds: version 40, level L, byte mode. */
#define MAX_BYTES 2953

enum
{
  PROP_0,
  PROP_TOO_LONG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

struct _TsBgStatsQr
{
  GtkWidget parent_instance;

  TsMatch *match;
  gulong changed_id;
  char *link;     /* what the code holds, NULL while the game is not over */
  QRcode *code;   /* NULL with @link, or when no code holds it */
  GtkWidget *why; /* a label: why there is no code for a link too long */
};

G_DEFINE_FINAL_TYPE (TsBgStatsQr, ts_bgstats_qr, GTK_TYPE_WIDGET)

static void
update (TsBgStatsQr *self)
{
  TsPageHost *host = ts_page_host_get_default ();
  TsPeople *people = host != NULL ? ts_page_host_get_people (host) : NULL;
  g_autofree char *link = NULL;
  g_autofree char *description = NULL;

  /* Named as the statistics and the export name the players (the people's names). */
  if (ts_match_get_finished (self->match))
    {
      g_autoptr(GError) error = NULL;

      link = ts_bgstats_play_link_for_people (self->match, people, &error);
      if (link == NULL)
        g_debug ("No QR code for BG Stats: %s", error->message);
    }
  if (g_strcmp0 (link, self->link) == 0)
    return;
  g_clear_pointer (&self->code, QRcode_free);
  g_free (self->link);
  self->link = g_steal_pointer (&link);
  if (self->link != NULL)
    self->code = ts_qr_code_encode (self->link);

  if (self->link != NULL && self->code == NULL)
    /* Translators: said where the QR code of a finished game would be; the link's length in
     * bytes, then the most a QR code holds */
    description = g_strdup_printf (_("No QR code for this play: its link for BG Stats takes "
                                     "%u bytes (the players’ names are long), more than the "
                                     "%u a QR code holds. Export the play as a file for BG "
                                     "Stats instead: BG Stats imports it."),
                                   (guint) strlen (self->link), (guint) MAX_BYTES);
  else if (self->code != NULL)
    /* Translators: the accessible description of the QR code on a finished game's scores;
     * %s is the game's name */
    description = g_strdup_printf (_("A link that adds this play of %s to the BG Stats app: "
                                     "the day, the length, the players with their scores, "
                                     "who started and who won."),
                                   ts_match_get_module (self->match)->name);
  else
    /* Translators: the accessible description of the QR code while the game is played */
    description = g_strdup (_("Empty until the game is over."));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  gtk_label_set_text (GTK_LABEL (self->why), description);
  gtk_widget_set_visible (self->why, ts_bgstats_qr_get_too_long (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOO_LONG]);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * ts_bgstats_qr_get_too_long:
 *
 * Whether the game is over but no QR code holds its play's link (the widget says why instead).
 */
gboolean
ts_bgstats_qr_get_too_long (TsBgStatsQr *self)
{
  g_return_val_if_fail (TS_IS_BGSTATS_QR (self), FALSE);
  return self->link != NULL && self->code == NULL;
}

static void
match_changed_cb (TsMatch     *match,
                  TsBgStatsQr *self)
{
  update (self);
}

/* The symbol's side with its quiet zone, in modules; 0 when there is none. */
static int
side_of (TsBgStatsQr *self)
{
  return self->code != NULL ? self->code->width + 2 * QUIET_ZONE : 0;
}

static GtkSizeRequestMode
ts_bgstats_qr_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Square: as tall as the whole pixels a module the width gives, between the two sizes. */
static void
ts_bgstats_qr_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TsBgStatsQr *self = TS_BGSTATS_QR (widget);
  int side = side_of (self);

  if (ts_bgstats_qr_get_too_long (self))
    {
      gtk_widget_measure (self->why, orientation, for_size, minimum, natural, NULL, NULL);
      return;
    }
  *minimum = side * MIN_MODULE_PX;
  *natural = side * NATURAL_MODULE_PX;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0 && side > 0)
    *natural = side * CLAMP (for_size / side, MIN_MODULE_PX, NATURAL_MODULE_PX);
}

static void
ts_bgstats_qr_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TsBgStatsQr *self = TS_BGSTATS_QR (widget);

  if (ts_bgstats_qr_get_too_long (self))
    gtk_widget_snapshot_child (widget, self->why, snapshot);
  else if (self->code != NULL)
    ts_qr_code_append (snapshot, self->code, gtk_widget_get_width (widget),
                       gtk_widget_get_height (widget));
}

static void
ts_bgstats_qr_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TsBgStatsQr *self = TS_BGSTATS_QR (widget);

  if (gtk_widget_get_visible (self->why))
    gtk_widget_allocate (self->why, width, height, baseline, NULL);
}

static void
ts_bgstats_qr_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_TOO_LONG:
      g_value_set_boolean (value, ts_bgstats_qr_get_too_long (TS_BGSTATS_QR (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_bgstats_qr_dispose (GObject *object)
{
  TsBgStatsQr *self = TS_BGSTATS_QR (object);

  g_clear_pointer (&self->why, gtk_widget_unparent);
  g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (ts_bgstats_qr_parent_class)->dispose (object);
}

static void
ts_bgstats_qr_finalize (GObject *object)
{
  TsBgStatsQr *self = TS_BGSTATS_QR (object);

  g_clear_pointer (&self->code, QRcode_free);
  g_free (self->link);
  G_OBJECT_CLASS (ts_bgstats_qr_parent_class)->finalize (object);
}

static void
ts_bgstats_qr_class_init (TsBgStatsQrClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_bgstats_qr_dispose;
  object_class->finalize = ts_bgstats_qr_finalize;
  object_class->get_property = ts_bgstats_qr_get_property;
  widget_class->get_request_mode = ts_bgstats_qr_get_request_mode;
  widget_class->measure = ts_bgstats_qr_measure;
  widget_class->size_allocate = ts_bgstats_qr_size_allocate;
  widget_class->snapshot = ts_bgstats_qr_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "bgstats-qr");

  properties[PROP_TOO_LONG] = g_param_spec_boolean ("too-long", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_bgstats_qr_init (TsBgStatsQr *self)
{
  self->why = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->why), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->why), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->why), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (self->why), 60);
  gtk_widget_set_visible (self->why, FALSE);
  gtk_widget_set_parent (self->why, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of a QR code */
                                  _("QR code of this play for BG Stats"), -1);
}

/**
 * ts_bgstats_qr_new:
 *
 * The QR code of @match's play for BG Stats once the game is over (ts_bgstats_play_link()),
 * nothing before; it follows the match's changes.
 */
GtkWidget *
ts_bgstats_qr_new (TsMatch *match)
{
  TsBgStatsQr *self;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  self = g_object_new (TS_TYPE_BGSTATS_QR, NULL);
  self->match = g_object_ref (match);
  self->changed_id = g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), self);
  update (self);
  return GTK_WIDGET (self);
}
