/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board editor's spaces: typed on the board ("C6": a colour letter, then the die number,
 * and on to the next space; arrows move; Delete clears) or set with the side panel's buttons
 * after a click on a space; start castle spaces and outposts there too. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-board-editor-private.h"
#include "ts-burgundy-hex-space.h"
#include "ts-burgundy-paint.h"
#include "ts-toast-safe.h"
#include "ts-tooltip.h"

/* The English colour keys, in TsBurgundyColour order, the first shown on the buttons: the
 * initials of the colour words players use, or of the space's name where two colours share
 * one (issue 24: S for river and B for city were guessed by nobody). G or D dark green
 * castle, L or P light green pasture, B or R blue river, C or T city (beige), Y yellow
 * monastery, M mine (grey). They always work, whatever the language. */
static const char *const english_keys[TS_BURGUNDY_N_COLOURS] = {
  "GD", "LP", "BR", "CT", "Y", "M",
};

/* The English colour of @c, or -1. */
static int
english_colour (gunichar c)
{
  for (guint k = 0; k < TS_BURGUNDY_N_COLOURS; k++)
    if (c < 128 && strchr (english_keys[k], (int) c) != NULL)
      return k;
  return -1;
}

/* The colour a key stands for, or -1: the English letters first, then the user's own. */
static int
key_colour (TsBurgundyBoardEditor *self,
            guint                  keyval)
{
  gunichar c = g_unichar_toupper (gdk_keyval_to_unicode (keyval));
  const char *found;

  if (!g_ascii_isupper (c))
    return -1;
  if (english_colour (c) >= 0)
    return english_colour (c);
  if (self->keys != NULL && (found = strchr (self->keys, (int) c)) != NULL)
    return found - self->keys;
  return -1;
}

/* The colour keys in the user's language, when the translation gives six different letters
 * (one that is an English key of another colour is not used). */
static char *
local_keys (void)
{
  /* Translators: the keys that set a space's colour in the board editor, in this order:
   * castle (dark green), pasture (light green), river (blue), city (beige), monastery
   * (yellow), mine (grey). Six different capital letters A-Z, the initials players would
   * guess in your language (of the colour or of the space's name); keep "GLBCYM" if that is
   * not possible. The English letters always work too (G or D, L or P, B or R, C or T, Y,
   * M), so a letter here that is an English key of another colour is not used. */
  const char *keys = _("GLBCYM");
  char *out;

  if (strlen (keys) != TS_BURGUNDY_N_COLOURS || g_str_equal (keys, "GLBCYM"))
    return NULL;
  out = g_strdup (keys);
  for (guint k = 0; k < TS_BURGUNDY_N_COLOURS; k++)
    {
      int english = english_colour ((guchar) out[k]);

      if (!g_ascii_isupper (out[k]) || strchr (out + k + 1, out[k]) != NULL)
        {
          g_free (out);
          return NULL;
        }
      /* Taken by another colour in English: this colour keeps its English keys only. */
      if (english >= 0 && english != (int) k)
        out[k] = '-';
    }
  return out;
}

/* "G or D", or "G, D or V" with the user's own letter: the keys of @colour. */
static char *
colour_keys (TsBurgundyBoardEditor *self,
             guint                  colour)
{
  const char *english = english_keys[colour];
  g_autoptr(GString) keys = g_string_new (NULL);
  char local = self->keys != NULL && self->keys[colour] != '-'
                       && strchr (english, self->keys[colour]) == NULL
                   ? self->keys[colour]
                   : '\0';
  guint n = strlen (english) + (local != '\0');

  for (guint k = 0; k < n; k++)
    {
      char key = k < strlen (english) ? english[k] : local;

      if (k > 0)
        /* Translators: between a colour's keys (“G, D or V”) */
        g_string_append (keys, k + 1 < n ? _(", ") : _(" or "));
      g_string_append_c (keys, key);
    }
  return g_string_free (g_steal_pointer (&keys), FALSE);
}

/* Every colour's first key, "G, L, B, C, Y or M", for the word on a key that is none. */
static char *
first_keys (TsBurgundyBoardEditor *self)
{
  g_autoptr(GString) keys = g_string_new (NULL);

  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    {
      if (c > 0)
        g_string_append (keys, c + 1 < TS_BURGUNDY_N_COLOURS ? _(", ") : _(" or "));
      g_string_append_c (keys, english_keys[c][0]);
    }
  return g_string_free (g_steal_pointer (&keys), FALSE);
}

/* A key that sets nothing is said, not ignored (issue 24): “Q is not a colour”. A newer
 * word replaces the one before rather than queueing behind it. */
static void
say_key_refused (TsBurgundyBoardEditor *self,
                 const char            *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast;

  gtk_widget_error_bell (GTK_WIDGET (self));
  toast = adw_toast_new (escaped);
  adw_toast_set_timeout (toast, 5);
  ts_toast_safe_replace (self->toast_overlay, &self->key_toast, toast);
}

static void set_help (TsBurgundyBoardEditor *self);

GtkWidget *
_ts_burgundy_board_editor_get_space (TsBurgundyBoardEditor *self,
                                     guint                  space)
{
  if (self->board.kind == TS_BURGUNDY_BOARD_TEAM)
    return ts_burgundy_board_editor_grid_get_space (self->team_grid, space);
  return ts_burgundy_duchy_view_get_space (self->duchy_view, space);
}

char *
_ts_burgundy_board_editor_place (TsBurgundyBoardEditor *self,
                                 guint                  space)
{
  if (self->board.kind == TS_BURGUNDY_BOARD_TEAM)
    return ts_burgundy_board_editor_grid_place (space);
  return ts_burgundy_board_space_position (&self->data->grid, space);
}

/* -------------------------------------------------------------------------------------- */
/* Showing the selected space                                                              */

static void
update_start_label (TsBurgundyBoardEditor *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (ts_burgundy_spaces_is_empty (&self->board.start_spaces)
      && self->board.kind == TS_BURGUNDY_BOARD_TEAM)
    {
      /* Translators: the board editor, on a team board with no start castle space ticked
       * (CB-TEM-03: it must be marked) */
      gtk_label_set_text (self->start_label, _("Tick the castle space where the team's castle "
                                               "starts: none is ticked yet."));
      return;
    }
  if (ts_burgundy_spaces_is_empty (&self->board.start_spaces))
    {
      /* Translators: the board editor, when no start castle space is ticked */
      gtk_label_set_text (self->start_label, _("The start castle may go on any castle space."));
      return;
    }
  for (guint s = 0; s < self->board.n_cells; s++)
    if (ts_burgundy_spaces_has (&self->board.start_spaces, s))
      {
        g_autofree char *where = _ts_burgundy_board_editor_place (self, s);

        if (text->len > 0)
          /* Translators: separates the spaces of a list */
          g_string_append (text, _(", "));
        g_string_append (text, where);
      }
  {
    /* Translators: the board editor; %s lists spaces ("space 4 of row 4, space 1 of row
     * 2") */
    g_autofree char *label = g_strdup_printf (_("Start castle spaces: %s."), text->str);

    gtk_label_set_text (self->start_label, label);
  }
}

void
_ts_burgundy_board_editor_space_update (TsBurgundyBoardEditor *self)
{
  guint s = self->space;
  guint colour = self->board.colour[s];
  guint die = self->board.die[s];
  gboolean outposts = self->board.kind == TS_BURGUNDY_BOARD_OUTPOST;
  gboolean team = self->board.kind == TS_BURGUNDY_BOARD_TEAM;
  g_autofree char *where = _ts_burgundy_board_editor_place (self, s);
  g_autofree char *title = NULL;

  self->updating = TRUE;
  /* Translators: over the board editor's side panel; %s is where the space is ("space 2
   * of row 3") */
  title = g_strdup_printf (_("Selected: %s"), where);
  gtk_label_set_text (self->space_label, title);
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->colour_buttons[c]), c == colour);
  for (guint d = 0; d < 6; d++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->die_buttons[d]), d + 1 == die);
  gtk_check_button_set_active (self->start_check,
                               ts_burgundy_spaces_has (&self->board.start_spaces, s));
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_check), colour == TS_BURGUNDY_CASTLE);
  gtk_widget_set_visible (self->outpost_box, outposts);
  gtk_widget_set_visible (self->no_space_button, team);
  gtk_widget_set_sensitive (self->no_space_button, colour != TS_BURGUNDY_NO_SPACE);
  for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->outpost_checks[k]),
                                 (self->board.outposts[s] >> k) & 1);
  update_start_label (self);
  set_help (self);
  self->updating = FALSE;

  /* The selected space stays highlighted while the side panel has the focus; each space
   * says what is wrong with it. */
  for (guint i = 0; i < self->board.n_cells; i++)
    {
      GtkWidget *space = _ts_burgundy_board_editor_get_space (self, i);
      const char *problem = g_object_get_data (G_OBJECT (space), "board-problem");

      ts_burgundy_hex_space_set_lit (TS_BURGUNDY_HEX_SPACE (space), i == s && self->editable,
                                     FALSE);
      if (i == s && self->editable && problem == NULL)
        /* Translators: the selected space's description for screen readers */
        ts_burgundy_hex_space_set_note (TS_BURGUNDY_HEX_SPACE (space),
                                        _("Selected: type a colour letter, then its die number"));
      else
        ts_burgundy_hex_space_set_note (TS_BURGUNDY_HEX_SPACE (space), problem);
    }
}

void
_ts_burgundy_board_editor_focus_space (TsBurgundyBoardEditor *self,
                                       guint                  space)
{
  g_return_if_fail (space < self->board.n_cells);

  self->space = space;
  gtk_widget_grab_focus (_ts_burgundy_board_editor_get_space (self, space));
  _ts_burgundy_board_editor_space_update (self);
}

/* -------------------------------------------------------------------------------------- */
/* Changing the selected space                                                             */

static void
edited (TsBurgundyBoardEditor *self)
{
  self->dirty = TRUE;
  _ts_burgundy_board_editor_changed (self);
}

static void
set_colour (TsBurgundyBoardEditor *self,
            guint                  colour)
{
  self->board.colour[self->space] = colour;
  /* Only a castle space can be a start space. */
  if (colour != TS_BURGUNDY_CASTLE)
    ts_burgundy_spaces_remove (&self->board.start_spaces, self->space);
  edited (self);
}

static void
set_die (TsBurgundyBoardEditor *self,
         guint                  die)
{
  self->board.die[self->space] = die;
  /* A die on a team board's cell marked no space makes it a space, its colour to come. */
  if (die != 0 && self->board.colour[self->space] == TS_BURGUNDY_NO_SPACE)
    self->board.colour[self->space] = 255;
  edited (self);
}

/* Delete on a team board makes the cell no space again, as a new team board starts: only
 * the cells typed are spaces. */
static void
clear_space (TsBurgundyBoardEditor *self)
{
  self->board.colour[self->space] = self->board.kind == TS_BURGUNDY_BOARD_TEAM
                                        ? TS_BURGUNDY_NO_SPACE
                                        : 255;
  self->board.die[self->space] = 0;
  ts_burgundy_spaces_remove (&self->board.start_spaces, self->space);
  self->board.outposts[self->space] = 0;
  edited (self);
}

static void
no_space_clicked_cb (TsBurgundyBoardEditor *self)
{
  if (self->board.kind == TS_BURGUNDY_BOARD_TEAM && self->editable)
    clear_space (self);
}

static gboolean
board_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      TsBurgundyBoardEditor *self)
{
  int colour;
  gboolean no_space;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_6)
    keyval = GDK_KEY_1 + (keyval - GDK_KEY_KP_1);
  colour = key_colour (self, keyval);
  /* "-" on a team board: the cell is no space of the board, and on to the next. */
  no_space = self->board.kind == TS_BURGUNDY_BOARD_TEAM
             && (keyval == GDK_KEY_minus || keyval == GDK_KEY_KP_Subtract);
  if (colour < 0 && !no_space && !(keyval >= GDK_KEY_1 && keyval <= GDK_KEY_6)
      && keyval != GDK_KEY_Delete && keyval != GDK_KEY_KP_Delete && keyval != GDK_KEY_BackSpace)
    {
      gunichar c = g_unichar_toupper (gdk_keyval_to_unicode (keyval));

      if (self->editable && g_unichar_isalpha (c))
        {
          g_autofree char *keys = first_keys (self);
          char letter[8] = { 0 };
          g_autofree char *text = NULL;

          g_unichar_to_utf8 (c, letter);
          /* Translators: a key typed on a board space in the board editor; %s after the
           * colon lists the colour keys (“G, L, B, C, Y or M”) */
          text = g_strdup_printf (_("%s is not a colour: type %s, then the die number."), letter,
                                  keys);
          say_key_refused (self, text);
          return TRUE;
        }
      if (self->editable && (g_unichar_isdigit (c)))
        {
          g_autofree char *text = NULL;

          /* Translators: a digit typed on a board space that no die shows */
          text = g_strdup_printf (_("%u is not a die number: the spaces show 1 to 6."),
                                  (guint) g_unichar_digit_value (c));
          say_key_refused (self, text);
          return TRUE;
        }
      return FALSE;
    }
  if (!self->editable)
    {
      /* A shipped board changes only through a correction. */
      gtk_widget_error_bell (GTK_WIDGET (self));
      gtk_widget_grab_focus (self->correct_button);
      return TRUE;
    }
  if (colour >= 0)
    set_colour (self, colour);
  else if ((keyval >= GDK_KEY_1 && keyval <= GDK_KEY_6) || no_space)
    {
      if (no_space)
        clear_space (self);
      else
        set_die (self, keyval - GDK_KEY_0);
      /* The die ends the space: on to the next, so a board is 37 times "letter, digit"
       * (a team board's 160 cells: "letter, digit" or "-"). */
      if (self->space + 1 < self->board.n_cells)
        _ts_burgundy_board_editor_focus_space (self, self->space + 1);
    }
  else
    clear_space (self);
  return TRUE;
}

static void
colour_toggled_cb (GtkToggleButton       *button,
                   TsBurgundyBoardEditor *self)
{
  guint colour = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "colour"));

  if (self->updating)
    return;
  /* Toggling the colour shown off leaves the space without a colour. */
  if (!gtk_toggle_button_get_active (button))
    {
      self->board.colour[self->space] = 255;
      edited (self);
    }
  else
    set_colour (self, colour);
}

static void
die_toggled_cb (GtkToggleButton       *button,
                TsBurgundyBoardEditor *self)
{
  guint die = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "die"));

  if (self->updating)
    return;
  set_die (self, gtk_toggle_button_get_active (button) ? die : 0);
}

static void
start_toggled_cb (TsBurgundyBoardEditor *self)
{
  if (self->updating)
    return;
  if (gtk_check_button_get_active (self->start_check))
    ts_burgundy_spaces_add (&self->board.start_spaces, self->space);
  else
    ts_burgundy_spaces_remove (&self->board.start_spaces, self->space);
  edited (self);
}

static void
outpost_toggled_cb (GtkCheckButton        *check,
                    TsBurgundyBoardEditor *self)
{
  guint k = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "outpost"));

  if (self->updating)
    return;
  if (gtk_check_button_get_active (check))
    self->board.outposts[self->space] |= 1u << k;
  else
    self->board.outposts[self->space] &= ~(1u << k);
  edited (self);
}

/* A space took the focus (arrow keys, a click): it is the one the panel and keys change. */
static void
space_focused_cb (GtkEventControllerFocus *controller,
                  TsBurgundyBoardEditor   *self)
{
  GtkWidget *space = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  self->space = ts_burgundy_hex_space_get_index (TS_BURGUNDY_HEX_SPACE (space));
  _ts_burgundy_board_editor_space_update (self);
}

/* -------------------------------------------------------------------------------------- */

static void
set_help (TsBurgundyBoardEditor *self)
{
  g_autoptr(GString) legend = g_string_new (NULL);
  g_autofree char *help = NULL;

  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    {
      g_autofree char *keys = colour_keys (self, c);

      if (c > 0)
        g_string_append (legend, ", ");
      /* Translators: a colour key and the colour it sets, in the board editor's legend:
       * "C: dark green castle" */
      g_string_append_printf (legend, _("%s: %s"), keys, ts_burgundy_colour_seen (c));
    }
  /* Translators: the board editor's help under the board; %s is the colour legend
   * ("C castle (dark green), P pasture (light green), ...") */
  help = g_strdup_printf (_("Keys on the board: the arrows move from space to space. Type the "
                            "colour letter, then the die number printed on the space (for "
                            "example G6: a dark green castle space with a 6): the space is set "
                            "and the next one is selected, so a whole board is typed row by row "
                            "from the top left. Delete or Backspace clears a space. Colours "
                            "(the initials of their colour or of their name): %s. Ctrl+S "
                            "saves; what you enter is also kept when you pick another board or "
                            "close the window. A board with problems is kept as a draft. "
                            "Ctrl+N makes a new board; Ctrl+O and Ctrl+E import and export one "
                            "(F10: the menu)."),
                          legend->str);
  if (self->board.kind == TS_BURGUNDY_BOARD_TEAM)
    {
      g_autofree char *both = g_strconcat (
          help, " ",
          /* Translators: added to the board editor's help for a team board */
          _("A team board is entered on a grid of 16 cells by 10 rows, both halves side by "
            "side; a cell that is not a space of the board stays an outline: type - for it "
            "(or press No Space, Alt+P), and Delete makes a cell no space again. Tick Start "
            "castle space (Alt+T) on the castle space where the team's castle starts."),
          NULL);

      g_free (help);
      help = g_steal_pointer (&both);
    }
  if (g_strcmp0 (gtk_label_get_text (self->help_label), help) != 0)
    gtk_label_set_text (self->help_label, help);
}

void
_ts_burgundy_board_editor_space_init (TsBurgundyBoardEditor *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->keys = local_keys ();
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    {
      g_autofree char *letters = colour_keys (self, c);
      /* Translators: a colour button of the board editor: the key, then the colour */
      g_autofree char *label = g_strdup_printf (_("%s · %s"), letters,
                                                ts_burgundy_colour_name (c));
      GtkWidget *button = gtk_toggle_button_new_with_label (label);

      gtk_widget_add_css_class (button, ts_burgundy_paint_css_class (c));
      gtk_widget_add_css_class (button, "cob-board-colour");
      ts_tooltip_set (button, ts_burgundy_colour_seen (c));
      g_object_set_data (G_OBJECT (button), "colour", GUINT_TO_POINTER (c));
      gtk_widget_set_name (button, ts_burgundy_colour_id (c));
      g_signal_connect (button, "toggled", G_CALLBACK (colour_toggled_cb), self);
      gtk_grid_attach (self->colour_grid, button, c % 2, c / 2, 1, 1);
      self->colour_buttons[c] = button;
    }
  for (guint d = 0; d < 6; d++)
    {
      g_autofree char *text = g_strdup_printf ("%u", d + 1);
      /* Translators: a die button of the board editor, for screen readers */
      g_autofree char *a11y = g_strdup_printf (_("Die %u"), d + 1);
      GtkWidget *button = gtk_toggle_button_new_with_label (text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      a11y, -1);
      gtk_widget_add_css_class (button, "cob-board-die");
      g_object_set_data (G_OBJECT (button), "die", GUINT_TO_POINTER (d + 1));
      g_signal_connect (button, "toggled", G_CALLBACK (die_toggled_cb), self);
      gtk_box_append (GTK_BOX (self->die_box), button);
      self->die_buttons[d] = button;
    }
  for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
    {
      /* Translators: a check button of the board editor: the selected edge space touches
       * outpost 1, 2 or 3 (outposts module); the underscore marks the access key */
      g_autofree char *label = g_strdup_printf (_("Touches outpost _%u"), k + 1);
      GtkWidget *check = gtk_check_button_new_with_mnemonic (label);

      g_object_set_data (G_OBJECT (check), "outpost", GUINT_TO_POINTER (k));
      g_signal_connect (check, "toggled", G_CALLBACK (outpost_toggled_cb), self);
      gtk_box_append (GTK_BOX (self->outpost_box), check);
      self->outpost_checks[k] = check;
    }
  g_signal_connect_swapped (self->start_check, "toggled", G_CALLBACK (start_toggled_cb), self);

  for (guint s = 0; s < TS_BURGUNDY_MAX_SPACES; s++)
    {
      GtkEventController *focus;

      if (s < TS_BURGUNDY_N_SPACES)
        {
          focus = gtk_event_controller_focus_new ();
          g_signal_connect (focus, "enter", G_CALLBACK (space_focused_cb), self);
          gtk_widget_add_controller (ts_burgundy_duchy_view_get_space (self->duchy_view, s),
                                     focus);
        }
      focus = gtk_event_controller_focus_new ();
      g_signal_connect (focus, "enter", G_CALLBACK (space_focused_cb), self);
      gtk_widget_add_controller (ts_burgundy_board_editor_grid_get_space (self->team_grid, s),
                                 focus);
    }
  /* After the views' own controllers, which take the arrows. */
  g_signal_connect (keys, "key-pressed", G_CALLBACK (board_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->duchy_view), keys);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (board_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->team_grid), keys);
  g_signal_connect_swapped (self->no_space_button, "clicked", G_CALLBACK (no_space_clicked_cb),
                            self);
  set_help (self);
}
