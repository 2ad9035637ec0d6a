/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"
#include "ts-people.h"

G_BEGIN_DECLS

#define TS_TYPE_PAGE_HOST (ts_page_host_get_type ())

G_DECLARE_INTERFACE (TsPageHost, ts_page_host, TS, PAGE_HOST, GObject)

/**
 * TsPageHostInterface:
 * @add_toast: (nullable): tells @message in a toast over the page
 * @add_undo_toast: (nullable): a toast whose Undo takes back the change just made and nothing
 *   else; either kind of toast takes the place of the one shown
 * @show_match: (nullable): shows @match in its game's page (replacing any match shown) and
 *   keeps it
 * @get_people: (nullable): the people who play (ts-people.h), one list for the whole app
 *
 * What the shell does for the games' pages and the shared views (issue 44): they ask
 * through this, never by including the shell. The window implements it (a widget finds it
 * with ts_page_host_find(), from its root); the application too, for what has no window
 * (the people, ts_page_host_get_default()). A member left NULL does nothing.
 */
struct _TsPageHostInterface
{
  GTypeInterface parent_iface;

  void (*add_toast) (TsPageHost *self,
                     const char *message);
  void (*add_undo_toast) (TsPageHost *self,
                          const char *message);
  void (*show_match) (TsPageHost *self,
                      TsMatch    *match);
  TsPeople *(*get_people) (TsPageHost *self);
};

TsPageHost *ts_page_host_find (GtkWidget *widget);
TsPageHost *ts_page_host_get_default (void);

void ts_page_host_add_toast (TsPageHost *self,
                             const char *message);
void ts_page_host_add_undo_toast (TsPageHost *self,
                                  const char *message);
void ts_page_host_show_match (TsPageHost *self,
                              TsMatch    *match);
TsPeople *ts_page_host_get_people (TsPageHost *self);

G_END_DECLS
