/***************************************************************************
  swhelppage.h: the full help page of an algorithm, the one the dialog's Help
  button opens. Made from the same texts as the dialog (the summary, each
  parameter's label and help, the output fields), so page and dialog never
  disagree. The build writes one page per algorithm beside the plugin
  (stormwater-help/<id>.html, installed with it); helpUrl() points there.
 ***************************************************************************/
#ifndef SWHELPPAGE_H
#define SWHELPPAGE_H

#include <QString>

class SwAlgorithm;

namespace SwHelpPage
{
  //! The folder of installed pages beside a module, and the file of one algorithm's page.
  QString folderName();
  QString fileName( const SwAlgorithm &algorithm );

  //! The complete page: summary, inputs, advanced inputs, outputs, output fields.
  QString html( const SwAlgorithm &algorithm );

  /**
   * The file:// address of the algorithm's page: the installed one beside
   * the plugin (or the build's), else one written now under the user's
   * cache folder. Empty only when no page can be found or written.
   */
  QString url( const SwAlgorithm &algorithm );

  //! Writes html() to \a folder; false with \a error on failure.
  bool write( const SwAlgorithm &algorithm, const QString &folder, QString &error );
} // namespace SwHelpPage

#endif // SWHELPPAGE_H
