/***************************************************************************
  swtemplatecheck.h: a letter template passed between staff must not turn
  the mailed letters into a leak. A print layout's expressions can print
  any environment variable (env('PGPASSWORD')) into every letter, and its
  HTML (a label in HTML mode, an HTML frame) is drawn by a web engine that
  fetches what it names: remote addresses (a tracking pixel that tells a
  server every owner written to) and local files (an iframe of another
  folder's file printed into the letter).

  So the template's XML is read once, before any letter is drawn, and a
  template is refused, naming the item and why, when anything in it:
  - calls env() or eval() (eval runs text as an expression, so it could
    call env() out of pieces no reading can see), in a label's text, a
    data-defined property, the atlas settings or any other expression;
  - names a remote address (http:, https:, ftp:...) anywhere but in words
    a plain label prints (a city's web address in a letter is normal);
  - in its HTML, loads (img, iframe, object, link, a style's url() or
    @import, srcset, poster...) a remote address or a file outside the
    template's own folder, or an address computed while letters are drawn
    ([% ... %] inside it), or builds HTML or an address in an expression,
    or runs a script (script elements, on... attributes, javascript:);
  - gives a picture or an HTML frame a data-defined source, an address
    computed while letters are drawn.
  Files in the template's folder stay allowed (a logo beside the template
  is normal); a local HTML, CSS or SVG file the HTML loads is read and
  checked the same way.
 ***************************************************************************/
#ifndef SWTEMPLATECHECK_H
#define SWTEMPLATECHECK_H

#include <QDomDocument>
#include <QString>

namespace SwTemplateCheck
{
  /**
   * Why the print layout template \a document, read from \a path, may not
   * draw letters: "TEMPLATE: the label 'owner block' reads the environment
   * (env('PGPASSWORD')); a template may not read environment variables".
   * Empty when it may.
   */
  QString whyRefused( const QDomDocument &document, const QString &path );
} // namespace SwTemplateCheck

#endif // SWTEMPLATECHECK_H
