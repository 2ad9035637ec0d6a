/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the table's display goes on the page's own screen (issue 53): beside the
 * scorekeeper's window, never over the form they type in. GTK 4.8 cannot place a window; on
 * X11 the window manager is asked to (EWMH _NET_MOVERESIZE_WINDOW) for the display alone. On
 * Wayland the compositor places windows: the display only asks for half the screen's width,
 * so that it leaves room beside it. */
#include "config.h"

#include <math.h>

#include "ts-table-display-private.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#endif

/* The display needs this share of the work area's width beside the page's window, else the
 * page's window makes room. */
#define MIN_SHARE 0.35

typedef struct
{
  int left, right, top, bottom;
} Extents;

#ifdef GDK_WINDOWING_X11

/* A window's CARDINAL[4] frame extents property (left, right, top, bottom), or zeros. */
static Extents
read_extents (Display    *xdisplay,
              Window      xid,
              const char *name)
{
  Extents extents = { 0, 0, 0, 0 };
  Atom type;
  int format;
  unsigned long n_items, after;
  unsigned char *data = NULL;

  if (XGetWindowProperty (xdisplay, xid, XInternAtom (xdisplay, name, False), 0, 4, False,
                          XA_CARDINAL, &type, &format, &n_items, &after, &data) == Success
      && type == XA_CARDINAL && format == 32 && n_items == 4)
    {
      const long *v = (const long *) data;

      extents = (Extents) { (int) v[0], (int) v[1], (int) v[2], (int) v[3] };
    }
  if (data != NULL)
    XFree (data);
  return extents;
}

/* What the user sees of @xid on the root window: its frame, without a client-side shadow. */
static GdkRectangle
visible_rect (Display *xdisplay,
              Window   xid)
{
  XWindowAttributes attributes;
  Window child;
  int x = 0, y = 0;
  Extents gtk = read_extents (xdisplay, xid, "_GTK_FRAME_EXTENTS");
  Extents wm = read_extents (xdisplay, xid, "_NET_FRAME_EXTENTS");

  XGetWindowAttributes (xdisplay, xid, &attributes);
  XTranslateCoordinates (xdisplay, xid, DefaultRootWindow (xdisplay), 0, 0, &x, &y, &child);
  return (GdkRectangle) {
    x + gtk.left - wm.left,
    y + gtk.top - wm.top,
    attributes.width - gtk.left - gtk.right + wm.left + wm.right,
    attributes.height - gtk.top - gtk.bottom + wm.top + wm.bottom,
  };
}

/* Asks the window manager to show @xid's frame at @rect (EWMH _NET_MOVERESIZE_WINDOW, as a
 * pager does: window managers honour it for a window just mapped too). */
static void
move_resize (Display            *xdisplay,
             Window              xid,
             const GdkRectangle *rect)
{
  Extents gtk = read_extents (xdisplay, xid, "_GTK_FRAME_EXTENTS");
  Extents wm = read_extents (xdisplay, xid, "_NET_FRAME_EXTENTS");
  XEvent event = { 0 };

  event.xclient.type = ClientMessage;
  event.xclient.window = xid;
  event.xclient.message_type = XInternAtom (xdisplay, "_NET_MOVERESIZE_WINDOW", False);
  event.xclient.format = 32;
  /* NorthWest gravity (the frame's corner); x, y, width and height given; from a pager. */
  event.xclient.data.l[0] = NorthWestGravity | (0xf << 8) | (2 << 12);
  event.xclient.data.l[1] = rect->x - gtk.left;
  event.xclient.data.l[2] = rect->y - gtk.top;
  event.xclient.data.l[3] = MAX (1, rect->width - wm.left - wm.right + gtk.left + gtk.right);
  event.xclient.data.l[4] = MAX (1, rect->height - wm.top - wm.bottom + gtk.top + gtk.bottom);
  XSendEvent (xdisplay, DefaultRootWindow (xdisplay), False,
              SubstructureRedirectMask | SubstructureNotifyMask, &event);
}

/* Raises @xid without giving it the focus (EWMH _NET_RESTACK_WINDOW, as a pager does): a
 * window mapped without the focus may be put under the focused one. */
static void
raise_window (Display *xdisplay,
              Window   xid)
{
  XEvent event = { 0 };

  event.xclient.type = ClientMessage;
  event.xclient.window = xid;
  event.xclient.message_type = XInternAtom (xdisplay, "_NET_RESTACK_WINDOW", False);
  event.xclient.format = 32;
  event.xclient.data.l[0] = 2;
  event.xclient.data.l[2] = Above;
  XSendEvent (xdisplay, DefaultRootWindow (xdisplay), False,
              SubstructureRedirectMask | SubstructureNotifyMask, &event);
}

/* Keeps @xid above other windows (EWMH _NET_WM_STATE_ABOVE): over part of the page's
 * window, the display must not go under it when the scorekeeper types or clicks there. */
static void
keep_above (Display *xdisplay,
            Window   xid)
{
  XEvent event = { 0 };

  event.xclient.type = ClientMessage;
  event.xclient.window = xid;
  event.xclient.message_type = XInternAtom (xdisplay, "_NET_WM_STATE", False);
  event.xclient.format = 32;
  event.xclient.data.l[0] = 1; /* add */
  event.xclient.data.l[1] = (long) XInternAtom (xdisplay, "_NET_WM_STATE_ABOVE", False);
  event.xclient.data.l[3] = 2;
  XSendEvent (xdisplay, DefaultRootWindow (xdisplay), False,
              SubstructureRedirectMask | SubstructureNotifyMask, &event);
}

/* The form the scorekeeper types in, on the root window: the page's focus widget and its
 * ancestors while they are under 40% of the window's height (an entry, its form, not the
 * whole page); FALSE without a focus. */
static gboolean
form_rect (TsTableDisplay *self,
           GtkWindow      *page_window,
           Display        *xdisplay,
           Window          page_xid,
           GdkRectangle   *rect)
{
  GtkWidget *form = self->page_focus;
  GtkNative *native = GTK_NATIVE (page_window);
  graphene_rect_t bounds;
  double dx, dy;
  int x = 0, y = 0;
  Window child;

  if (form == NULL || gtk_widget_get_native (form) != native)
    return FALSE;
  while (gtk_widget_get_parent (form) != NULL && gtk_widget_get_parent (form) != GTK_WIDGET (native)
         && gtk_widget_get_height (gtk_widget_get_parent (form))
                < 0.4 * gtk_widget_get_height (GTK_WIDGET (native)))
    form = gtk_widget_get_parent (form);
  if (!gtk_widget_compute_bounds (form, GTK_WIDGET (native), &bounds))
    return FALSE;
  gtk_native_get_surface_transform (native, &dx, &dy);
  XTranslateCoordinates (xdisplay, page_xid, DefaultRootWindow (xdisplay), 0, 0, &x, &y, &child);
  *rect = (GdkRectangle) { x + (int) (bounds.origin.x + dx), y + (int) (bounds.origin.y + dy),
                           (int) ceil (bounds.size.width), (int) ceil (bounds.size.height) };
  return TRUE;
}

/* The largest part of @area that leaves @form clear: above, below, left or right of it. */
static GdkRectangle
clear_of (const GdkRectangle *area,
          const GdkRectangle *form)
{
  GdkRectangle parts[] = {
    { area->x, area->y, area->width, form->y - area->y },
    { area->x, form->y + form->height, area->width,
      area->y + area->height - (form->y + form->height) },
    { area->x, area->y, form->x - area->x, area->height },
    { form->x + form->width, area->y, area->x + area->width - (form->x + form->width),
      area->height },
  };
  GdkRectangle best = parts[0];

  for (guint i = 1; i < G_N_ELEMENTS (parts); i++)
    if ((gint64) MAX (parts[i].width, 0) * MAX (parts[i].height, 0)
        > (gint64) MAX (best.width, 0) * MAX (best.height, 0))
      best = parts[i];
  return best;
}

/* The display beside the page's window on @monitor's work area: in the wider free part
 * beside it; when neither leaves MIN_SHARE of the width, over the page's window but clear of
 * the form its focus is in, and kept above it. The page's window is never moved or resized:
 * the scorekeeper's window stays as they left it. */
static gboolean
place_x11 (TsTableDisplay *self,
           GtkWindow      *page_window,
           GdkMonitor     *monitor)
{
  GdkSurface *page_surface = gtk_native_get_surface (GTK_NATIVE (page_window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  Display *xdisplay;
  GdkRectangle area, page, display, form;
  Window page_xid;
  int left, right;

  if (!GDK_IS_X11_SURFACE (page_surface) || !GDK_IS_X11_SURFACE (surface)
      || !GDK_IS_X11_MONITOR (monitor))
    return FALSE;
  xdisplay = GDK_SURFACE_XDISPLAY (surface);
  gdk_x11_monitor_get_workarea (monitor, &area);
  page_xid = gdk_x11_surface_get_xid (page_surface);
  page = visible_rect (xdisplay, page_xid);
  left = CLAMP (page.x - area.x, 0, area.width);
  right = CLAMP (area.x + area.width - (page.x + page.width), 0, area.width);
  display = area;
  if (MAX (left, right) >= area.width * MIN_SHARE)
    {
      display.width = MAX (left, right);
      display.x = right >= left ? area.x + area.width - right : area.x;
    }
  else if (form_rect (self, page_window, xdisplay, page_xid, &form))
    {
      display = clear_of (&area, &form);
      g_object_set_data (G_OBJECT (self), "ts-above", GINT_TO_POINTER (TRUE));
    }
  /* As large as it will be: it is laid out for that size from its first frame. */
  gtk_window_set_default_size (GTK_WINDOW (self), display.width, display.height);
  g_object_set_data_full (G_OBJECT (self), "ts-place", g_memdup2 (&display, sizeof display),
                          g_free);
  return TRUE;
}

#endif

/* After it is mapped: where place_x11() chose. */
static void
mapped_cb (TsTableDisplay *self)
{
#ifdef GDK_WINDOWING_X11
  GdkRectangle *rect = g_object_get_data (G_OBJECT (self), "ts-place");
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  if (rect != NULL && GDK_IS_X11_SURFACE (surface))
    {
      move_resize (GDK_SURFACE_XDISPLAY (surface), gdk_x11_surface_get_xid (surface), rect);
      raise_window (GDK_SURFACE_XDISPLAY (surface), gdk_x11_surface_get_xid (surface));
      if (g_object_get_data (G_OBJECT (self), "ts-above") != NULL)
        keep_above (GDK_SURFACE_XDISPLAY (surface), gdk_x11_surface_get_xid (surface));
      XFlush (GDK_SURFACE_XDISPLAY (surface));
    }
#endif
  g_object_set_data (G_OBJECT (self), "ts-place", NULL);
}

void
_ts_table_display_raise (TsTableDisplay *self)
{
#ifdef GDK_WINDOWING_X11
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  if (GDK_IS_X11_SURFACE (surface) && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      raise_window (GDK_SURFACE_XDISPLAY (surface), gdk_x11_surface_get_xid (surface));
      XFlush (GDK_SURFACE_XDISPLAY (surface));
    }
#endif
}

void
_ts_table_display_place (TsTableDisplay *self)
{
  GtkRoot *root = self->page != NULL ? gtk_widget_get_root (self->page) : NULL;
  GtkWindow *page_window = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
  GdkSurface *page_surface;
  GdkMonitor *monitor;
  GdkRectangle geometry;

  if (page_window == NULL || !gtk_widget_get_realized (GTK_WIDGET (page_window)))
    return;
  page_surface = gtk_native_get_surface (GTK_NATIVE (page_window));
  monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (self)),
                                                page_surface);
  if (monitor == NULL)
    return;
  gtk_widget_realize (GTK_WIDGET (self));
#ifdef GDK_WINDOWING_X11
  if (place_x11 (self, page_window, monitor))
    {
      g_signal_connect_object (self, "map", G_CALLBACK (mapped_cb), self,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      return;
    }
#endif
  /* Wayland: the compositor places it; half the screen's width leaves room beside it. */
  gdk_monitor_get_geometry (monitor, &geometry);
  gtk_window_set_default_size (GTK_WINDOW (self), geometry.width / 2, geometry.height);
}
