/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-toast-safe.h"

#define ADDED_KEY "ts-toast-safe-added"     /* gint64 *: g_get_monotonic_time() */
#define OVERLAY_KEY "ts-toast-safe-overlay" /* GWeakRef * */
#define GONE_KEY "ts-toast-safe-gone"       /* "dismissed" was emitted */
#define GOING_KEY "ts-toast-safe-going"     /* the source id of its dismissal to come */

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
dismissed_cb (AdwToast *toast)
{
  g_object_set_data (G_OBJECT (toast), GONE_KEY, GINT_TO_POINTER (TRUE));
}

void
ts_toast_safe_add (AdwToastOverlay *overlay,
                   AdwToast        *toast)
{
  gint64 *added = g_new (gint64, 1);
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  *added = g_get_monotonic_time ();
  g_object_set_data_full (G_OBJECT (toast), ADDED_KEY, added, g_free);
  g_weak_ref_init (ref, overlay);
  g_object_set_data_full (G_OBJECT (toast), OVERLAY_KEY, ref, weak_ref_free);
  g_signal_connect (toast, "dismissed", G_CALLBACK (dismissed_cb), NULL);
  adw_toast_overlay_add_toast (overlay, toast);
}

static gboolean
is_dismissed (AdwToast *toast)
{
  return g_object_get_data (G_OBJECT (toast), GONE_KEY) != NULL;
}

gboolean
ts_toast_safe_is_gone (AdwToast *toast)
{
  g_return_val_if_fail (ADW_IS_TOAST (toast), TRUE);
  return is_dismissed (toast) || g_object_get_data (G_OBJECT (toast), GOING_KEY) != NULL;
}

/* Microseconds since @toast was added; a toast not added here counts as old. */
static gint64
age (AdwToast *toast)
{
  gint64 *added = g_object_get_data (G_OBJECT (toast), ADDED_KEY);

  return added != NULL ? g_get_monotonic_time () - *added : G_MAXINT64;
}

/* Dismissed, if its overlay is still there (a toast whose window went went with it). */
static void
dismiss_now (AdwToast *toast)
{
  GWeakRef *ref = g_object_get_data (G_OBJECT (toast), OVERLAY_KEY);
  g_autoptr(GObject) overlay = ref != NULL ? g_weak_ref_get (ref) : NULL;

  if (ref != NULL && overlay == NULL)
    return;
  adw_toast_dismiss (toast);
}

static gboolean
dismiss_later_cb (gpointer data)
{
  AdwToast *toast = data;

  g_object_steal_data (G_OBJECT (toast), GOING_KEY);
  /* Not if it went meanwhile (its timeout). */
  if (!is_dismissed (toast))
    dismiss_now (toast);
  return G_SOURCE_REMOVE;
}

static void
remove_source (gpointer data)
{
  g_source_remove (GPOINTER_TO_UINT (data));
}

void
ts_toast_safe_dismiss (AdwToast *toast)
{
  gint64 young;
  guint id;

  if (toast == NULL)
    return;
  g_return_if_fail (ADW_IS_TOAST (toast));
  if (ts_toast_safe_is_gone (toast))
    return;
  young = TS_TOAST_SAFE_YOUNG_USEC - age (toast);
  if (young <= 0)
    {
      dismiss_now (toast);
      return;
    }
  adw_toast_set_button_label (toast, NULL);
  id = g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) (young / 1000) + 1, dismiss_later_cb,
                           g_object_ref (toast), g_object_unref);
  /* Removing the data (a new message, or the toast finalized) removes the source. */
  g_object_set_data_full (G_OBJECT (toast), GOING_KEY, GUINT_TO_POINTER (id), remove_source);
}

gboolean
ts_toast_safe_replace (AdwToastOverlay  *overlay,
                       AdwToast        **slot,
                       AdwToast         *toast)
{
  AdwToast *shown = *slot;

  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), FALSE);
  g_return_val_if_fail (ADW_IS_TOAST (toast), FALSE);

  if (shown != NULL && !is_dismissed (shown) && age (shown) < TS_TOAST_SAFE_YOUNG_USEC)
    {
      /* Still appearing: it says the new message instead, and stays. */
      g_object_set_data (G_OBJECT (shown), GOING_KEY, NULL);
      adw_toast_set_title (shown, adw_toast_get_title (toast));
      adw_toast_set_button_label (shown, adw_toast_get_button_label (toast));
      g_object_unref (toast);
      return FALSE;
    }
  ts_toast_safe_dismiss (shown);
  g_set_object (slot, toast);
  ts_toast_safe_add (overlay, toast); /* the overlay takes the caller's reference */
  return TRUE;
}
