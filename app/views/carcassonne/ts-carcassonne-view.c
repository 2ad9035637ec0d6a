/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-carcassonne.h"
#include "ts-carcassonne-farms.h"
#include "ts-carcassonne-figures.h"
#include "ts-carcassonne-fits.h"
#include "ts-carcassonne-map.h"
#include "ts-carcassonne-palette.h"
#include "ts-carcassonne-sheet-window.h"
#include "ts-carcassonne-stack-question.h"
#include "ts-carcassonne-supply.h"
#include "ts-carcassonne-view.h"
#include "ts-carcassonne-view-touch.h"
#include "ts-carcassonne-paint.h"
#include "ts-page-host.h"
#include "ts-tooltip.h"

/* The page a Carcassonne match is kept on. No rules here: after every change of the match it
 * hands the state to the map and the side panels, shows the form for what the table enters
 * or the player decides next, and gives what is entered to the match, which applies or
 * refuses it. The frame around it is TsGamePage's. */

struct _TsCarcassonneView
{
  TsGamePage parent_instance;

  TsMatch *match;            /* TsGamePage's, for short */
  const char *const *colors; /* TsGamePage's: a CSS colour per player */
  gboolean farms_shown;
  guint outline;             /* the feature outlined, or TS_CARCASSONNE_NO_SEG */

  /* template widgets */
  TsCarcassonneMap *map;
  GtkWidget *side_separator;
  GtkWidget *place_box;
  GtkLabel *place_label;
  GtkScrolledWindow *side_scroll;
  TsCarcassonneTilePicture *place_tile;
  TsCarcassonneSupply *supply;
  TsCarcassonneFits *fits;
  TsCarcassonneFarms *farms;
  GtkWidget *farms_box;
  GtkLabel *left_label;
  GtkStack *entry_stack;
  TsCarcassonnePalette *palette;
  TsCarcassonneFigures *figures;
  GtkLabel *over_label;
  GtkWidget *final_button;
};

G_DEFINE_FINAL_TYPE (TsCarcassonneView, ts_carcassonne_view, TS_TYPE_GAME_PAGE)

enum
{
  PROP_0,
  PROP_FARMS_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
ts_carcassonne_view_new (TsMatch *match)
{
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  return g_object_new (TS_TYPE_CARCASSONNE_VIEW, "match", match, NULL);
}

guint
ts_carcassonne_view_get_outline (TsCarcassonneView *self)
{
  g_return_val_if_fail (TS_IS_CARCASSONNE_VIEW (self), TS_CARCASSONNE_NO_SEG);
  return self->outline;
}

static const TsCarcassonneState *
get_state (TsCarcassonneView *self)
{
  return ts_match_get_state (self->match);
}

static void
set_outline (TsCarcassonneView *self,
             guint              feature)
{
  self->outline = feature;
  ts_carcassonne_map_set_outline (self->map, feature);
}

/* -------------------------------------------------------------------------------------- */
/* Entering                                                                                */

/* TRUE when @after has a tile set aside that @before had not (CA-BTL-04). */
static gboolean
set_aside_grew (const TsCarcassonneState *before,
                const TsCarcassonneState *after)
{
  for (guint k = 0; k < after->data->n_kinds; k++)
    if (after->set_aside[k] > before->set_aside[k])
      return TRUE;
  return FALSE;
}

/* What a scoring, a tile set aside or the end of the game did, in a toast whose button undoes it: scoring is where
 * a slip costs points, and a tile set aside leaves the game without a trace on the map. The
 * scored feature is outlined by the map itself, in its scorers' colours. */
static void
show_outcome (TsCarcassonneView        *self,
              const TsCarcassonneState *before,
              TsEntry                  *entry)
{
  const TsCarcassonneState *after = get_state (self);
  const TsGameModule *module = ts_match_get_module (self->match);
  g_autofree char *outcome = NULL;

  if (after->n_scorings <= before->n_scorings && !set_aside_grew (before, after)
      && (after->stage != TS_CARCASSONNE_STAGE_OVER || before->stage == TS_CARCASSONNE_STAGE_OVER))
    return;
  if (module->describe_outcome != NULL)
    outcome = module->describe_outcome (before, ts_entry_get_data (entry), after);
  if (outcome != NULL)
    ts_page_host_add_undo_toast (ts_page_host_find (GTK_WIDGET (self)), outcome);
}

/* Applies @e; a refusal is shown in place, on @where. */
static gboolean
apply (TsCarcassonneView        *self,
       const TsCarcassonneEntry *e,
       GtkWidget                *where)
{
  const TsGameModule *module = ts_match_get_module (self->match);
  g_autoptr(TsEntry) entry = ts_entry_new_take (module, g_memdup2 (e, sizeof *e));
  g_autoptr(GError) error = NULL;
  gpointer before = module->state_copy (get_state (self));
  gboolean applied;

  ts_game_page_clear_refusal (TS_GAME_PAGE (self));
  applied = ts_match_apply (self->match, entry, &error);
  if (applied)
    show_outcome (self, before, entry);
  else
    ts_game_page_show_refusal (TS_GAME_PAGE (self), error->message, where);
  module->state_free (before);
  return applied;
}

static void
palette_draw_cb (TsCarcassonnePalette *palette,
                 int                   kind,
                 TsCarcassonneView    *self)
{
  TsCarcassonneEntry e;

  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_DRAW, -1);
  e.kind = kind;
  apply (self, &e, ts_carcassonne_palette_get_button (palette, kind));
}

/* No second tile: the builder's owner, whose turn it still is, decides (CA-TBU-05). */
static void
palette_pass_cb (TsCarcassonnePalette *palette,
                 TsCarcassonneView    *self)
{
  TsCarcassonneEntry e;

  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PASS, get_state (self)->turn);
  apply (self, &e, NULL);
}

static void
stack_empty_response_cb (AdwMessageDialog  *dialog,
                         const char        *response,
                         TsCarcassonneView *self)
{
  TsCarcassonneEntry e;

  if (g_strcmp0 (response, TS_CARCASSONNE_STACK_QUESTION_END) != 0)
    return;
  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_STACK_EMPTY, -1);
  apply (self, &e, NULL);
}

/* The table finds no tile to draw though the app counts some: asked first, since the game
 * ends there (CA-BTR-02); the undo toast takes it back. */
static void
stack_empty_action_cb (GtkWidget  *widget,
                       const char *action,
                       GVariant   *parameter)
{
  TsCarcassonneView *self = TS_CARCASSONNE_VIEW (widget);
  GtkWindow *question;

  if (get_state (self)->stage != TS_CARCASSONNE_STAGE_DRAW)
    return;
  question = ts_carcassonne_stack_question_new (widget, get_state (self));
  g_signal_connect_object (question, "response", G_CALLBACK (stack_empty_response_cb), self, 0);
  gtk_window_present (question);
}

static void
place_at (TsCarcassonneView *self,
          int                x,
          int                y,
          guint              rotation)
{
  TsCarcassonneEntry e;

  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PLACE,
                             MAX (ts_carcassonne_state_actor (get_state (self)), 0));
  e.x = x;
  e.y = y;
  e.rotation = rotation;
  apply (self, &e, GTK_WIDGET (self->map));
}

static void
map_place_cb (TsCarcassonneMap  *map,
              int                x,
              int                y,
              guint              rotation,
              TsCarcassonneView *self)
{
  place_at (self, x, y, rotation);
}

static void
place_clicked_cb (GtkButton         *button,
                  TsCarcassonneView *self)
{
  int x, y;
  guint rotation;

  ts_carcassonne_map_get_cursor (self->map, &x, &y, &rotation);
  place_at (self, x, y, rotation);
}

static void
turn_clicked_cb (GtkButton         *button,
                 TsCarcassonneView *self)
{
  ts_carcassonne_map_rotate (self->map, 1);
  gtk_widget_grab_focus (GTK_WIDGET (self->map));
}

static void
figures_choose_cb (TsCarcassonneFigures *figures,
                   TsEntry              *entry,
                   TsCarcassonneView    *self)
{
  apply (self, ts_entry_get_data (entry), NULL);
}

/* A segment clicked or numbered on the map: its row; a segment no row offers gets the
 * engine's reason (a follower there, the feature taken). */
static void
map_segment_activated_cb (TsCarcassonneMap  *map,
                          guint              segment,
                          TsCarcassonneView *self)
{
  const TsCarcassonneState *s = get_state (self);
  TsCarcassonneEntry e;

  if (ts_carcassonne_figures_choose_segment (self->figures, segment) || s->n_tiles == 0)
    return;
  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_FIGURE,
                             MAX (ts_carcassonne_state_actor (s), 0));
  e.figure = TS_CARCASSONNE_FOLLOWER;
  if (segment < s->data->kinds[s->tiles[s->n_tiles - 1].kind].n_segments)
    g_strlcpy (e.segment, s->data->kinds[s->tiles[s->n_tiles - 1].kind].segments[segment].id,
               sizeof e.segment);
  apply (self, &e, GTK_WIDGET (map));
}

/* The drawn tile beside Turn, turned as the map shows it at the cursor. */
static void
show_place_tile (TsCarcassonneView *self)
{
  const TsCarcassonneState *s = get_state (self);
  int kind = ts_carcassonne_map_get_pending_kind (self->map);
  guint rotation;

  ts_carcassonne_map_get_cursor (self->map, NULL, NULL, &rotation);
  ts_carcassonne_tile_picture_set_kind (self->place_tile,
                                        kind >= 0 ? &s->data->kinds[kind] : NULL, rotation);
}

static void
map_cursor_moved_cb (TsCarcassonneMap  *map,
                     TsCarcassonneView *self)
{
  int x, y;
  guint rotation;

  ts_carcassonne_map_get_cursor (map, &x, &y, &rotation);
  ts_carcassonne_fits_set_spot (self->fits, x, y);
  show_place_tile (self);
}

/* The side column under the map on a phone (issue 54). */
static void
folded_cb (GObject           *fold,
           GParamSpec        *pspec,
           TsCarcassonneView *self)
{
  gboolean folded;

  g_object_get (fold, "folded", &folded, NULL);
  ts_carcassonne_view_fold (self->side_separator, self->place_box, folded);
}

static void
farms_feature_activated_cb (TsCarcassonneFarms *farms,
                            guint               feature,
                            TsCarcassonneView  *self)
{
  set_outline (self, feature);
}

/* -------------------------------------------------------------------------------------- */
/* Showing the state                                                                       */

static void
update_side (TsCarcassonneView        *self,
             const TsCarcassonneState *s)
{
  g_autofree char *left = NULL;
  g_autoptr(GString) codes = g_string_new (NULL);
  guint aside = 0;

  ts_carcassonne_supply_set_state (self->supply, self->match, s, self->colors);
  if (gtk_widget_get_visible (GTK_WIDGET (self->fits)))
    ts_carcassonne_fits_set_state (self->fits, s);
  ts_carcassonne_farms_set_state (self->farms, s, self->colors);
  for (guint k = 0; k < s->data->n_kinds; k++)
    for (guint n = 0; n < s->set_aside[k]; n++, aside++)
      g_string_append_printf (codes, "%s%s", codes->len > 0 ? ", " : "", s->data->kinds[k].code);
  if (s->stack_empty)
    /* Translators: the game ended when the table found the stack empty (CA-BTR-02); the
     * tiles the app counted still in the box */
    left = g_strdup_printf (ngettext ("Stack empty: %u tile never drawn",
                                      "Stack empty: %u tiles never drawn", s->n_left),
                            s->n_left);
  else
    /* Translators: the tiles still in Carcassonne's box (face down in the stacks) */
    left = g_strdup_printf (ngettext ("%u tile left", "%u tiles left", s->n_left), s->n_left);
  /* The tiles set aside stay said after their toast has gone (CA-BTL-04). */
  if (aside > 0)
    {
      g_autofree char *with_aside = NULL;
      g_autofree char *tip = NULL;

      /* Translators: “70 tiles left”, the tiles set aside because they fit nowhere and
       * their codes (“C, TM”): said in the page, not only in the tooltip (issue 54) */
      with_aside = g_strdup_printf (ngettext ("%s · %u set aside (%s)", "%s · %u set aside (%s)",
                                              aside),
                                    left, aside, codes->str);
      g_free (g_steal_pointer (&left));
      left = g_steal_pointer (&with_aside);
      /* Translators: the tooltip of “70 tiles left · 1 set aside”; tile codes (“C, TM”) */
      tip = g_strdup_printf (_("Set aside, fitting nowhere on the map: %s"), codes->str);
      ts_tooltip_set (GTK_WIDGET (self->left_label), tip);
    }
  else
    ts_tooltip_set (GTK_WIDGET (self->left_label), NULL);
  gtk_label_set_text (self->left_label, left);
  /* The farms explained with the overlay, and at the end, where they score. */
  gtk_widget_set_visible (self->farms_box,
                          self->farms_shown || s->stage == TS_CARCASSONNE_STAGE_OVER);
}

static void
show_entry (TsCarcassonneView        *self,
            const TsCarcassonneState *s)
{
  const char *page = "draw";
  int pending = -1;
  guint choices = 0;

  switch (s->stage)
    {
    case TS_CARCASSONNE_STAGE_DRAW:
      ts_carcassonne_palette_set_state (self->palette, s);
      break;
    case TS_CARCASSONNE_STAGE_PLACE:
      pending = s->drawn;
      page = "place";
      break;
    case TS_CARCASSONNE_STAGE_FIGURE:
      ts_carcassonne_figures_set_state (self->figures, s,
                                        ts_match_get_legal_entries (self->match));
      choices = ts_carcassonne_figures_get_segments (self->figures);
      page = "figure";
      break;
    default:
      ts_game_page_show_explanation (TS_GAME_PAGE (self), self->over_label);
      page = "over";
      break;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.stack-empty",
                                 s->stage == TS_CARCASSONNE_STAGE_DRAW);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.final-map",
                                 s->stage == TS_CARCASSONNE_STAGE_OVER);
  ts_carcassonne_map_set_pending (self->map, pending);
  ts_carcassonne_map_set_segment_choices (self->map, s->n_tiles > 0 ? s->n_tiles - 1 : 0,
                                          choices);
  /* The map takes the keys to place the tile before the stack would give the focus it has to
   * the form's first button (a screen reader read “Turn” before “Map”, issue 30). */
  if (g_strcmp0 (page, "place") == 0 && gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    {
      GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->entry_stack)))
        gtk_widget_grab_focus (GTK_WIDGET (self->map));
    }
  gtk_stack_set_visible_child_name (self->entry_stack, page);
}

static void
refresh (TsCarcassonneView *self)
{
  const TsCarcassonneState *s = get_state (self);
  int x, y;
  guint rotation;

  ts_game_page_clear_refusal (TS_GAME_PAGE (self));
  ts_carcassonne_view_enter_mark (GTK_WIDGET (self));
  ts_carcassonne_map_set_state (self->map, s, self->colors);
  set_outline (self, TS_CARCASSONNE_NO_SEG);
  update_side (self, s);
  ts_game_page_set_status (TS_GAME_PAGE (self), ts_match_get_pending (self->match));
  show_entry (self, s);
  ts_carcassonne_map_get_cursor (self->map, &x, &y, &rotation);
  ts_carcassonne_fits_set_spot (self->fits, x, y);
  show_place_tile (self);
  ts_game_page_focus_table (TS_GAME_PAGE (self));
}

static void
match_changed_cb (TsMatch           *match,
                  TsCarcassonneView *self)
{
  refresh (self);
}

static void
ts_carcassonne_view_focus_table (TsGamePage *page)
{
  TsCarcassonneView *self = TS_CARCASSONNE_VIEW (page);
  const char *form = gtk_stack_get_visible_child_name (self->entry_stack);

  if (g_strcmp0 (form, "draw") == 0)
    ts_carcassonne_palette_focus (self->palette);
  else if (g_strcmp0 (form, "place") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->map));
  else if (g_strcmp0 (form, "figure") == 0)
    ts_carcassonne_figures_focus (self->figures);
  else
    gtk_widget_grab_focus (self->final_button);
}

/* -------------------------------------------------------------------------------------- */
/* The farms overlay                                                                       */

/* The farms explained scrolled into view under the Farms button, once laid out: below the
 * supply of 4 or 5 players they would start under the fold at 1024×600. */
static void
scroll_to_farms_cb (gpointer data)
{
  g_autoptr(TsCarcassonneView) self = data;
  double x, y;

  if (self->side_scroll == NULL || !gtk_widget_get_visible (self->farms_box)
      || !gtk_widget_translate_coordinates (gtk_widget_get_parent (GTK_WIDGET (self->left_label)),
                                            gtk_scrolled_window_get_child (self->side_scroll),
                                            0, 0, &x, &y))
    return;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->side_scroll), y);
}

static void
set_farms_shown (TsCarcassonneView *self,
                 gboolean           shown)
{
  shown = !!shown;
  if (self->farms_shown == shown)
    return;
  self->farms_shown = shown;
  ts_carcassonne_map_set_farms (self->map, shown);
  update_side (self, get_state (self));
  if (shown)
    g_idle_add_once (scroll_to_farms_cb, g_object_ref (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FARMS_SHOWN]);
}

/* F wherever typing does not take it (the map, the figure list): the search line and other
 * text fields see the key first, so “f” still types there. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TsCarcassonneView     *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || (keyval != GDK_KEY_f && keyval != GDK_KEY_F))
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self), "game.farms", NULL);
}

/* -------------------------------------------------------------------------------------- */

static void
ts_carcassonne_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TsCarcassonneView *self = TS_CARCASSONNE_VIEW (object);

  switch (prop_id)
    {
    case PROP_FARMS_SHOWN:
      g_value_set_boolean (value, self->farms_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_carcassonne_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TsCarcassonneView *self = TS_CARCASSONNE_VIEW (object);

  switch (prop_id)
    {
    case PROP_FARMS_SHOWN:
      set_farms_shown (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The page shows one match for its whole life. */
static void
ts_carcassonne_view_constructed (GObject *object)
{
  TsCarcassonneView *self = TS_CARCASSONNE_VIEW (object);

  G_OBJECT_CLASS (ts_carcassonne_view_parent_class)->constructed (object);

  self->match = ts_game_page_get_match (TS_GAME_PAGE (self));
  self->colors = ts_game_page_get_colors (TS_GAME_PAGE (self));
  ts_carcassonne_map_set_marks (self->map, ts_game_page_get_marks (TS_GAME_PAGE (self)));
  /* A table that plays without aids sees no "What fits here" (ts_match_get_aids()). */
  gtk_widget_set_visible (GTK_WIDGET (self->fits), ts_match_get_aids (self->match));
  g_signal_connect_object (self->match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  refresh (self);
  ts_carcassonne_map_fit (self->map);
}

static void
ts_carcassonne_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_CARCASSONNE_VIEW);

  G_OBJECT_CLASS (ts_carcassonne_view_parent_class)->dispose (object);
}

/* The finished map as a final-map sheet (issue 28): the same figures, scored the same. */
static void
final_map_action_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  ts_carcassonne_sheet_window_show_for_game (widget, get_state (TS_CARCASSONNE_VIEW (widget)));
}

static void
ts_carcassonne_view_class_init (TsCarcassonneViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TsGamePageClass *page_class = TS_GAME_PAGE_CLASS (klass);

  object_class->constructed = ts_carcassonne_view_constructed;
  object_class->dispose = ts_carcassonne_view_dispose;
  object_class->get_property = ts_carcassonne_view_get_property;
  object_class->set_property = ts_carcassonne_view_set_property;
  page_class->refused_class = "cc-refused";
  page_class->focus_table = ts_carcassonne_view_focus_table;

  properties[PROP_FARMS_SHOWN]
      = g_param_spec_boolean ("farms-shown", NULL, NULL, FALSE,
                              G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                  | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TS_TYPE_CARCASSONNE_MAP);
  g_type_ensure (TS_TYPE_CARCASSONNE_SUPPLY);
  g_type_ensure (TS_TYPE_CARCASSONNE_FITS);
  g_type_ensure (TS_TYPE_CARCASSONNE_FARMS);
  g_type_ensure (TS_TYPE_CARCASSONNE_PALETTE);
  g_type_ensure (TS_TYPE_CARCASSONNE_FIGURES);
  g_type_ensure (TS_TYPE_CARCASSONNE_TILE_PICTURE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/carcassonne/ts-carcassonne-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, map);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, side_scroll);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, side_separator);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, place_box);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, place_label);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, place_tile);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, supply);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, fits);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, farms);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, farms_box);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, left_label);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, entry_stack);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, palette);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, figures);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, over_label);
  gtk_widget_class_bind_template_child (widget_class, TsCarcassonneView, final_button);
  gtk_widget_class_bind_template_callback (widget_class, palette_draw_cb);
  gtk_widget_class_bind_template_callback (widget_class, palette_pass_cb);
  gtk_widget_class_bind_template_callback (widget_class, map_place_cb);
  gtk_widget_class_bind_template_callback (widget_class, map_segment_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, map_cursor_moved_cb);
  gtk_widget_class_bind_template_callback (widget_class, place_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, figures_choose_cb);
  gtk_widget_class_bind_template_callback (widget_class, farms_feature_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, folded_cb);

  gtk_widget_class_install_property_action (widget_class, "game.farms", "farms-shown");
  gtk_widget_class_install_action (widget_class, "game.stack-empty", NULL, stack_empty_action_cb);
  gtk_widget_class_install_action (widget_class, "game.final-map", NULL, final_map_action_cb);
  gtk_widget_class_set_css_name (widget_class, "ts-carcassonne-view");
}

static void
ts_carcassonne_view_init (TsCarcassonneView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkWidget *stack_empty;

  self->outline = TS_CARCASSONNE_NO_SEG;
  gtk_widget_init_template (GTK_WIDGET (self));
  ts_carcassonne_view_hint_install (self->place_label);
  /* A tile lost from the box: the table says there is none to draw (CA-BTR-02). */
  stack_empty = gtk_button_new_with_mnemonic (_("The Stack Is _Empty…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (stack_empty), "game.stack-empty");
  ts_tooltip_set (stack_empty, _("No tile is left to draw at the table, though the "
                                              "app counts some: end the game with its final "
                                              "scoring (Ctrl+T)"));
  ts_carcassonne_palette_append_to_line (self->palette, stack_empty);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  /* Where the tile does not fit, the rules refuse it in words (nothing is recorded). */
  g_signal_connect_object (self->map, "place-refused", G_CALLBACK (map_place_cb), self, 0);
  ts_carcassonne_view_enter_install (GTK_WIDGET (self), self->map);
}
