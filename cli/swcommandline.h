/***************************************************************************
  swcommandline.h: parcelscreen's verbs (list, help, run), with
  qgis_process's syntax, output and exit codes: 0 on success, 1 on any error.
 ***************************************************************************/
#ifndef SWCOMMANDLINE_H
#define SWCOMMANDLINE_H

#include <QStringList>
#include <QVariantMap>

class QgsProcessingAlgorithm;

class SwCommandLine
{
public:
  /**
   * Runs the command in \a arguments (arguments[0] is the program name).
   * \a standardInput is read for `run ALG -`.
   */
  int run( const QStringList &arguments );

private:
  int showUsage( const QString &program ) const;
  int listAlgorithms() const;
  int showHelp( const QString &algorithmId ) const;
  //! help --html=DIR: the help page of \a algorithmId, or of every stormwater algorithm when empty.
  int writeHelpPages( const QString &algorithmId ) const;
  int execute( const QString &algorithmId, const QStringList &parameterArguments );

  //! Parses --NAME=value arguments; a repeated NAME makes a list.
  bool parseArguments( const QStringList &arguments, QVariantMap &parameters, QString &ellipsoid, QString &projectPath, QString &error ) const;
  //! Parses the JSON qgis_process reads on stdin: {"inputs": {...}, "ellipsoid": ..., "project_path": ...}.
  bool parseStandardInput( QVariantMap &parameters, QString &ellipsoid, QString &projectPath, QString &error ) const;

  const QgsProcessingAlgorithm *findAlgorithm( const QString &algorithmId ) const;

  bool mJson = false;
  bool mVerbose = false;
  QString mHtmlFolder;
};

#endif // SWCOMMANDLINE_H
