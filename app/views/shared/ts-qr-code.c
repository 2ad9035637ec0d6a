/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Any short text as a QR code a phone reads across the table: black modules on white with
 * the quiet zone of 4 modules the standard asks for, in the dark style too (a phone reads
 * dark on light), at a whole number of pixels a module. About 200 px when given room; it
 * shrinks to fit a narrow window, but not below 160 px (a code that small still reads from
 * a phone held over it). Nothing is drawn for a text no code holds. */
#include "config.h"

#include <string.h>

#include <qrencode.h>

#include "ts-qr-code.h"

#define QUIET_ZONE 4
#define MIN_SIDE_PX 160
#define NATURAL_SIDE_PX 200

enum
{
  PROP_0,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

struct _TsQrCode
{
  GtkWidget parent_instance;

  char *text;
  QRcode *code; /* NULL without text, or when no code holds it */
};

G_DEFINE_FINAL_TYPE (TsQrCode, ts_qr_code, GTK_TYPE_WIDGET)

/* The symbol's side with its quiet zone, in modules; 0 when there is none. */
static int
side_of (TsQrCode *self)
{
  return self->code != NULL ? self->code->width + 2 * QUIET_ZONE : 0;
}

/* The smallest whole pixels a module that make the symbol at least @px wide. */
static int
modules_px (int side,
            int px)
{
  return MAX (1, (px + side - 1) / side);
}

static GtkSizeRequestMode
ts_qr_code_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_qr_code_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  int side = side_of (TS_QR_CODE (widget));

  if (side == 0)
    {
      *minimum = *natural = 0;
      return;
    }
  *minimum = side * modules_px (side, MIN_SIDE_PX);
  *natural = side * modules_px (side, NATURAL_SIDE_PX);
  /* Square: as tall as the width given draws it. */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    *natural = side * CLAMP (for_size / side, modules_px (side, MIN_SIDE_PX),
                             modules_px (side, NATURAL_SIDE_PX));
}

static void
ts_qr_code_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  TsQrCode *self = TS_QR_CODE (widget);
  int side = side_of (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = side > 0 ? MIN (width, height) / side : 0;
  const GdkRGBA white = { 1, 1, 1, 1 }, black = { 0, 0, 0, 1 };
  int x0, y0;

  if (scale < 1)
    return;
  /* Centred on whole pixels, so that every module has the same size. */
  x0 = (width - side * scale) / 2;
  y0 = (height - side * scale) / 2;
  gtk_snapshot_append_color (snapshot, &white,
                             &GRAPHENE_RECT_INIT (x0, y0, side * scale, side * scale));
  x0 += QUIET_ZONE * scale;
  y0 += QUIET_ZONE * scale;
  for (int y = 0; y < self->code->width; y++)
    {
      const unsigned char *row = self->code->data + y * self->code->width;

      /* A run of dark modules is one rectangle. */
      for (int x = 0; x < self->code->width; x++)
        {
          int start = x;

          if (!(row[x] & 1))
            continue;
          while (x + 1 < self->code->width && (row[x + 1] & 1))
            x++;
          gtk_snapshot_append_color (snapshot, &black,
                                     &GRAPHENE_RECT_INIT (x0 + start * scale, y0 + y * scale,
                                                          (x - start + 1) * scale, scale));
        }
    }
}

const char *
ts_qr_code_get_text (TsQrCode *self)
{
  g_return_val_if_fail (TS_IS_QR_CODE (self), NULL);
  return self->text;
}

/* Byte mode, level M, the smallest version that holds @text. */
void
ts_qr_code_set_text (TsQrCode   *self,
                     const char *text)
{
  g_return_if_fail (TS_IS_QR_CODE (self));

  if (g_strcmp0 (text, self->text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_clear_pointer (&self->code, QRcode_free);
  if (text != NULL)
    self->code = QRcode_encodeData ((int) strlen (text), (const unsigned char *) text, 0,
                                    QR_ECLEVEL_M);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

static void
ts_qr_code_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, TS_QR_CODE (object)->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_qr_code_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_TEXT:
      ts_qr_code_set_text (TS_QR_CODE (object), g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_qr_code_finalize (GObject *object)
{
  TsQrCode *self = TS_QR_CODE (object);

  g_clear_pointer (&self->code, QRcode_free);
  g_free (self->text);
  G_OBJECT_CLASS (ts_qr_code_parent_class)->finalize (object);
}

static void
ts_qr_code_class_init (TsQrCodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ts_qr_code_finalize;
  object_class->get_property = ts_qr_code_get_property;
  object_class->set_property = ts_qr_code_set_property;
  widget_class->get_request_mode = ts_qr_code_get_request_mode;
  widget_class->measure = ts_qr_code_measure;
  widget_class->snapshot = ts_qr_code_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "qr-code");

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ts_qr_code_init (TsQrCode *self)
{
}

/**
 * ts_qr_code_new:
 *
 * An empty QR code: ts_qr_code_set_text() gives it what to hold. Its accessible name is the
 * caller's to set (what the code is for).
 */
GtkWidget *
ts_qr_code_new (void)
{
  return g_object_new (TS_TYPE_QR_CODE, NULL);
}
