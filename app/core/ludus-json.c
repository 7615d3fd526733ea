/* ludus-json.c: reading files Ludus is handed, and JSON in them, without trusting either
 *
 * Copyright 2026 The Ludus developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every file Ludus reads (saves, the autosaves the start page lists, component-data
 * overrides) comes through ludus_file_read () and ludus_json_check (): the first reads only
 * regular files and never more than the caller's limit plus one byte, whatever the file
 * claims its size is; the second checks the text against strict JSON before json-glib's
 * recursive parser sees it. json-glib also takes comments and single-quoted strings, and a
 * quote inside either would fool a checker that only counted brackets outside "…", so the
 * checker refuses both: what passes is strict JSON, whose depth it has counted exactly.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ludus-json.h"

G_DEFINE_QUARK (ludus-file-error-quark, ludus_file_error)

/* Numbers of G_*_FORMAT are printed apart: xgettext cannot see through the macros. */
static char *
size_text (guint64 n)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT, n);
}

static void
set_too_large (GError  **error,
               guint64   size,
               gboolean  at_least,
               gsize     max_bytes)
{
  g_autofree char *have = size_text (size);
  g_autofree char *most = size_text (max_bytes);

  if (at_least)
    g_set_error (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_TOO_LARGE,
                 _("the file is larger than %s bytes, the most Ludus reads of it"), most);
  else
    g_set_error (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_TOO_LARGE,
                 _("the file is %s bytes, more than the %s bytes Ludus reads of it"), have, most);
}

/**
 * ludus_file_read:
 * @path: the file
 * @max_bytes: the most it may hold
 * @length: (out): the number of bytes read
 * @error: a %LUDUS_FILE_ERROR; the message does not name the file, the caller does
 *
 * Reads a whole regular file of at most @max_bytes. Folders, devices, pipes and sockets are
 * refused without reading (a pipe would block, `/dev/zero` never ends), and no more than
 * @max_bytes + 1 bytes are ever read, so a file that grows while it is read, or lies about
 * its size, costs no more memory than a file of the limit.
 *
 * Returns: (transfer full): the contents, with a terminating NUL byte, or %NULL
 */
char *
ludus_file_read (const char  *path,
                 gsize        max_bytes,
                 gsize       *length,
                 GError     **error)
{
  g_autofree char *buffer = NULL;
  gsize size = 0, allocated;
  GStatBuf st;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (max_bytes < G_MAXSIZE - 1, NULL);

  /* O_NONBLOCK: opening a pipe for reading must not wait for a writer. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error_literal (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_IO, g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error_literal (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_NOT_REGULAR,
                           S_ISDIR (st.st_mode)
                           ? _("it is a folder, not a file")
                           : _("it is not a regular file (a device, a pipe or a socket)"));
      close (fd);
      return NULL;
    }
  if (st.st_size > 0 && (guint64) st.st_size > max_bytes)
    {
      set_too_large (error, (guint64) st.st_size, FALSE, max_bytes);
      close (fd);
      return NULL;
    }

  allocated = (gsize) st.st_size + 2;
  buffer = g_malloc (allocated);
  for (;;)
    {
      gssize n;

      if (size + 1 >= allocated)
        {
          allocated = MIN (MAX (allocated * 2, 4096), max_bytes + 2);
          buffer = g_realloc (buffer, allocated);
        }
      n = read (fd, buffer + size, allocated - 1 - size);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error_literal (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_IO,
                               g_strerror (saved_errno));
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      size += (gsize) n;
      if (size > max_bytes)
        {
          set_too_large (error, size, TRUE, max_bytes);
          close (fd);
          return NULL;
        }
    }
  close (fd);

  buffer[size] = '\0';
  *length = size;
  return g_steal_pointer (&buffer);
}

/* The checker: strict JSON (RFC 8259) with an explicit stack, so that nothing recurses. */

typedef enum
{
  EXPECT_VALUE,
  EXPECT_VALUE_OR_CLOSE,
  EXPECT_KEY,
  EXPECT_KEY_OR_CLOSE,
  EXPECT_COLON,
  EXPECT_COMMA_OR_CLOSE,
  EXPECT_END,
} Expect;

typedef struct
{
  const char *data;
  gsize       length;
  gsize       i;
  guint       max_depth;
  guint       depth;
  char       *stack;      /* '{' or '[' per open level */
  GError    **error;
} Checker;

/* "line 3, column 7": where byte at is, for a person with a text editor. */
static char *
position (const Checker *c,
          gsize          at)
{
  guint64 line = 1, column = 1;

  for (gsize i = 0; i < at && i < c->length; i++)
    {
      if (c->data[i] == '\n')
        line++, column = 1;
      else if (((guchar) c->data[i] & 0xc0) != 0x80)
        column++;
    }
  {
    g_autofree char *l = size_text (line);
    g_autofree char *col = size_text (column);

    /* Translators: where in a file something is wrong. */
    return g_strdup_printf (_("line %s, column %s"), l, col);
  }
}

static gboolean
not_json (Checker    *c,
          gsize       at,
          const char *why)
{
  g_autofree char *where = position (c, at);

  /* Translators: the file is not valid JSON: where, and what is wrong there. */
  g_set_error (c->error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_NOT_JSON,
               _("The file is not valid JSON: at %s, %s"), where, why);
  return FALSE;
}

static gboolean
truncated (Checker *c)
{
  g_autofree char *bytes = size_text (c->length);

  g_set_error (c->error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_TRUNCATED,
               _("The file ends in the middle of the document (after %s bytes): "
                 "it is truncated"), bytes);
  return FALSE;
}

static gboolean
unexpected (Checker *c)
{
  guchar ch = (guchar) c->data[c->i];

  if (ch == '/')
    return not_json (c, c->i, _("a comment, which JSON does not allow"));
  if (ch == '\'')
    return not_json (c, c->i, _("a string in single quotes, which JSON does not allow"));
  if (ch >= 0x21 && ch < 0x7f)
    {
      char text[2] = { (char) ch, '\0' };
      g_autofree char *what = g_strdup_printf (_("an unexpected “%s”"), text);

      return not_json (c, c->i, what);
    }
  {
    g_autofree char *what = g_strdup_printf (_("an unexpected byte 0x%02x"), ch);

    return not_json (c, c->i, what);
  }
}

/* Reads the four hex digits after "\u" (c->i on the 'u', left on the last digit) into *unit. */
static gboolean
scan_hex4 (Checker *c,
           guint   *unit)
{
  *unit = 0;
  for (guint k = 0; k < 4; k++)
    {
      if (++c->i >= c->length)
        return truncated (c);
      if (!g_ascii_isxdigit (c->data[c->i]))
        return not_json (c, c->i, _("a malformed \\u escape in a string"));
      *unit = *unit * 16 + (guint) g_ascii_xdigit_value (c->data[c->i]);
    }
  return TRUE;
}

/* A \u escape, with surrogates only as a high-low pair. json-glib 1.6 refuses a broken pair
 * too, but leaks the object it was building when it does (found under valgrind), so the
 * checker refuses it first. */
static gboolean
scan_unicode_escape (Checker *c)
{
  gsize at = c->i - 1;
  guint unit, low;

  if (!scan_hex4 (c, &unit))
    return FALSE;
  if (unit >= 0xdc00 && unit <= 0xdfff)
    return not_json (c, at, _("a malformed \\u escape in a string"));
  if (unit < 0xd800 || unit > 0xdbff)
    return TRUE;
  for (guint k = 1; k <= 2; k++)
    {
      if (c->i + k >= c->length)
        return truncated (c);
      if (c->data[c->i + k] != "\\u"[k - 1])
        return not_json (c, at, _("a malformed \\u escape in a string"));
    }
  c->i += 2;
  if (!scan_hex4 (c, &low))
    return FALSE;
  if (low < 0xdc00 || low > 0xdfff)
    return not_json (c, at, _("a malformed \\u escape in a string"));
  return TRUE;
}

static gboolean
scan_string (Checker *c)
{
  gsize start = ++c->i;

  while (c->i < c->length)
    {
      guchar ch = (guchar) c->data[c->i];

      if (ch == '"')
        {
          const char *end;

          if (!g_utf8_validate_len (c->data + start, c->i - start, &end))
            return not_json (c, (gsize) (end - c->data), _("text that is not UTF-8"));
          c->i++;
          return TRUE;
        }
      if (ch < 0x20)
        return not_json (c, c->i, _("a control character inside a string"));
      if (ch == '\\')
        {
          if (++c->i >= c->length)
            return truncated (c);
          if (c->data[c->i] == 'u')
            {
              if (!scan_unicode_escape (c))
                return FALSE;
            }
          else if (strchr ("\"\\/bfnrt", c->data[c->i]) == NULL || c->data[c->i] == '\0')
            return not_json (c, c->i, _("a malformed escape in a string"));
        }
      c->i++;
    }
  return truncated (c);
}

static gsize
skip_digits (Checker *c)
{
  gsize start = c->i;

  while (c->i < c->length && g_ascii_isdigit (c->data[c->i]))
    c->i++;
  return c->i - start;
}

static gboolean
scan_number (Checker *c)
{
  gsize start = c->i;

  if (c->data[c->i] == '-')
    c->i++;
  if (c->i < c->length && c->data[c->i] == '0')
    c->i++;
  else if (skip_digits (c) == 0)
    goto bad;
  if (c->i < c->length && c->data[c->i] == '.')
    {
      c->i++;
      if (skip_digits (c) == 0)
        goto bad;
    }
  if (c->i < c->length && (c->data[c->i] == 'e' || c->data[c->i] == 'E'))
    {
      c->i++;
      if (c->i < c->length && (c->data[c->i] == '+' || c->data[c->i] == '-'))
        c->i++;
      if (skip_digits (c) == 0)
        goto bad;
    }
  return TRUE;

bad:
  if (c->i >= c->length)
    return truncated (c);
  return not_json (c, start, _("a malformed number"));
}

static gboolean
scan_literal (Checker *c)
{
  static const char *const literals[] = { "true", "false", "null" };

  for (guint k = 0; k < G_N_ELEMENTS (literals); k++)
    {
      gsize n = strlen (literals[k]);
      gsize have = MIN (n, c->length - c->i);

      if (memcmp (c->data + c->i, literals[k], have) != 0)
        continue;
      if (have < n)
        return truncated (c);
      c->i += n;
      return TRUE;
    }
  return unexpected (c);
}

static gboolean
open_level (Checker *c,
            char     kind)
{
  if (c->depth >= c->max_depth)
    {
      g_autofree char *at = size_text (c->i);

      g_set_error (c->error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_TOO_DEEP,
                   _("The file nests deeper than %u levels at byte %s; no Ludus file does that"),
                   c->max_depth, at);
      return FALSE;
    }
  c->stack[c->depth++] = kind;
  c->i++;
  return TRUE;
}

static Expect
after_value (Checker *c)
{
  return c->depth == 0 ? EXPECT_END : EXPECT_COMMA_OR_CLOSE;
}

/* A string, number or literal at c->i (ch), as a value. */
static gboolean
scan_scalar (Checker *c,
             char     ch)
{
  if (ch == '"')
    return scan_string (c);
  if (ch == '-' || g_ascii_isdigit (ch))
    return scan_number (c);
  if (ch == 't' || ch == 'f' || ch == 'n')
    return scan_literal (c);
  if (c->depth == 0 && ch != '/' && ch != '\'')
    {
      /* The very first character cannot start anything JSON. */
      g_set_error_literal (c->error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_NOT_JSON,
                           _("The file is not a JSON document"));
      return FALSE;
    }
  return unexpected (c);
}

/* The '}' or ']' at c->i closes the innermost level. */
static gboolean
close_level (Checker *c,
             Expect  *expect)
{
  c->depth--, c->i++;
  *expect = after_value (c);
  return TRUE;
}

/* One token at c->i, in the state expect; FALSE with the error set. */
static gboolean
step (Checker *c,
      Expect  *expect)
{
  char ch = c->data[c->i];

  switch (*expect)
    {
    case EXPECT_VALUE_OR_CLOSE:
      if (ch == ']')
        return close_level (c, expect);
      G_GNUC_FALLTHROUGH;
    case EXPECT_VALUE:
      if (ch == '{' || ch == '[')
        {
          *expect = ch == '{' ? EXPECT_KEY_OR_CLOSE : EXPECT_VALUE_OR_CLOSE;
          return open_level (c, ch);
        }
      if (!scan_scalar (c, ch))
        return FALSE;
      *expect = after_value (c);
      return TRUE;
    case EXPECT_KEY_OR_CLOSE:
      if (ch == '}')
        return close_level (c, expect);
      G_GNUC_FALLTHROUGH;
    case EXPECT_KEY:
      if (ch != '"')
        return unexpected (c);
      *expect = EXPECT_COLON;
      return scan_string (c);
    case EXPECT_COLON:
      if (ch != ':')
        return unexpected (c);
      c->i++;
      *expect = EXPECT_VALUE;
      return TRUE;
    case EXPECT_COMMA_OR_CLOSE:
      if (ch == ',')
        {
          c->i++;
          *expect = c->stack[c->depth - 1] == '{' ? EXPECT_KEY : EXPECT_VALUE;
          return TRUE;
        }
      if ((ch == '}' && c->stack[c->depth - 1] == '{') ||
          (ch == ']' && c->stack[c->depth - 1] == '['))
        return close_level (c, expect);
      return unexpected (c);
    case EXPECT_END:
    default:
      if (ch == '/' || ch == '\'')
        return unexpected (c);
      return not_json (c, c->i, _("more text after the end of the document"));
    }
}

/**
 * ludus_json_check:
 * @data: the text
 * @length: its length in bytes
 * @max_depth: how many objects and arrays may be open at once
 * @error: a %LUDUS_FILE_ERROR saying what is wrong and where (line and column)
 *
 * Checks that @data is one strict JSON document (RFC 8259: no comments, no single quotes,
 * nothing after it) nesting at most @max_depth levels. Text that passes parses with
 * json-glib using at most @max_depth levels of its recursion.
 *
 * Returns: whether it is
 */
gboolean
ludus_json_check (const char  *data,
                  gsize        length,
                  guint        max_depth,
                  GError     **error)
{
  g_autofree char *stack = g_malloc (MAX (max_depth, 1));
  Checker c = { data, length, 0, max_depth, 0, stack, error };
  Expect expect = EXPECT_VALUE;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  for (;;)
    {
      while (c.i < length && (data[c.i] == ' ' || data[c.i] == '\t' || data[c.i] == '\n' ||
                              data[c.i] == '\r'))
        c.i++;
      if (c.i >= length)
        break;
      if (!step (&c, &expect))
        return FALSE;
    }

  if (expect == EXPECT_END)
    return TRUE;
  if (expect == EXPECT_VALUE && c.depth == 0)
    {
      g_set_error_literal (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_EMPTY, _("The file is empty"));
      return FALSE;
    }
  return truncated (&c);
}

/**
 * ludus_json_parse:
 *
 * ludus_json_check (), then json-glib's parser.
 *
 * Returns: (transfer full): the document's root, or %NULL with @error set
 */
JsonNode *
ludus_json_parse (const char  *data,
                  gsize        length,
                  guint        max_depth,
                  GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  if (!ludus_json_check (data, length, max_depth, error))
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_NOT_JSON,
                   _("The file is not valid JSON: %s"), local_error->message);
      return NULL;
    }
  root = json_parser_steal_root (parser);
  if (root == NULL)
    g_set_error_literal (error, LUDUS_FILE_ERROR, LUDUS_FILE_ERROR_EMPTY, _("The file is empty"));
  return root;
}

/**
 * ludus_json_load_file:
 *
 * ludus_file_read (), then ludus_json_parse (). The message of @error does not name the
 * file; callers add it.
 *
 * Returns: (transfer full): the document's root, or %NULL with @error set
 */
JsonNode *
ludus_json_load_file (const char  *path,
                      gsize        max_bytes,
                      guint        max_depth,
                      GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  data = ludus_file_read (path, max_bytes, &length, error);
  if (data == NULL)
    return NULL;
  return ludus_json_parse (data, length, max_depth, error);
}

/**
 * ludus_text_for_message:
 * @text: a string taken from a file
 *
 * A string from a file made fit to quote in a message: control characters (which could
 * move a terminal's cursor or change its colours) written as `\xNN` or `\u{NNNN}`, text that
 * is not UTF-8 replaced, and anything past 60 characters cut off with “…”.
 *
 * Returns: (transfer full): the text to show
 */
char *
ludus_text_for_message (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar ch = g_utf8_get_char (p);

      if (n == 60)
        {
          g_string_append (out, "…");
          break;
        }
      if (ch < 0x20 || ch == 0x7f)
        g_string_append_printf (out, "\\x%02x", ch);
      else if ((ch >= 0x80 && ch < 0xa0) || ch == 0x2028 || ch == 0x2029 ||
               g_unichar_type (ch) == G_UNICODE_FORMAT)
        g_string_append_printf (out, "\\u{%04x}", ch);
      else
        g_string_append_unichar (out, ch);
    }
  return g_string_free (out, FALSE);
}
