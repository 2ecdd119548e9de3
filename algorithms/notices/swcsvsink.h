/***************************************************************************
  swcsvsink.h: a table output the user names "something.csv" (the
  follow-up list, the LID answers, the profile's rules, a screen's layer)
  written by the project's own CSV writer (SwCsv) instead of GDAL's: every
  text cell that a spreadsheet would run as a formula (an owner named
  =HYPERLINK(...)) is neutralised, as in the notices' lists, and every
  value reads back exactly with SwCsv::read(). Same columns as GDAL wrote
  (the fields, no geometry), UTF-8, RFC 4180, CRLF; every write checked.
 ***************************************************************************/
#ifndef SWCSVSINK_H
#define SWCSVSINK_H

#include "qgsfeaturesink.h"
#include "qgsfields.h"

#include <QFile>

#include <memory>

class QgsVectorLayer;
class SwOutputTarget;

class SwCsvSink : public QgsFeatureSink
{
public:
  /**
   * The sink for layer output \a target when it is a CSV file (its staged
   * path), or null when it is not. Throws QgsProcessingException naming
   * the output and the file when the file cannot be made.
   */
  static std::unique_ptr<SwCsvSink> forTarget( const SwOutputTarget &target, const QgsFields &fields );

  //! True when \a path names a file GDAL would write as CSV.
  static bool isCsvFile( const QString &path );

  /**
   * True when \a layer is read from a CSV file (GDAL's reader or QGIS's
   * delimited text): its text cells are as SwCsvSink wrote them, each
   * neutralised, and readBack() gives their values.
   */
  static bool isCsvLayer( const QgsVectorLayer *layer );

  //! \a feature's text values as they were before a CSV file neutralised them (SwCsv::value()).
  static void readBack( QgsFeature &feature );

  //! The file written (the staged path).
  QString path() const { return mFile.fileName(); }

  bool addFeature( QgsFeature &feature, QgsFeatureSink::Flags flags = QgsFeatureSink::Flags() ) override;
  bool addFeatures( QgsFeatureList &features, QgsFeatureSink::Flags flags = QgsFeatureSink::Flags() ) override;
  //! Writes what is buffered and flushes the file to the disk; false, with lastError(), when it could not.
  bool flushBuffer() override;
  QString lastError() const override { return mError; }

private:
  SwCsvSink( const QString &path, const QgsFields &fields );
  bool writeText( const QString &text );

  QFile mFile;
  int mColumns = 0;
  QString mError;
};

#endif // SWCSVSINK_H
