/***************************************************************************
  swesascreen.h: the ESA adjacency screen. A parcel is `inside` an
  environmentally sensitive area when it overlaps one, `directly_adjacent`
  when its nearest edge is within the profile's distance (Signal Hill
  definition S: 200 ft, 200.0 included), else `outside`. Significant
  Ecological Areas are ESAs (definition X), so any number of layers count
  together.
 ***************************************************************************/
#ifndef SWESASCREEN_H
#define SWESASCREEN_H

#include "geometry/swfeatureindex.h"
#include "pipeline/swscreen.h"

class SwEsaScreen : public SwScreen
{
public:
  SwEsaScreen();
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString fieldsHelp() const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QString flag( const QgsAttributes &row ) const override;
  QList<SwFlagWords> flagWords() const override;
  QList<SwReportColumn> reportColumns() const override;
  QStringList reportCells( const QgsAttributes &row ) const override;

  //! The sensitive areas grown by the adjacency distance and dissolved, in the working CRS.
  QgsGeometry adjacencyZone() const;
  double distanceFeet() const { return mDistanceFeet; }

  static QString inside() { return QStringLiteral( "inside" ); }
  static QString directlyAdjacent() { return QStringLiteral( "directly_adjacent" ); }
  static QString outside() { return QStringLiteral( "outside" ); }

private:
  SwFeatureIndex mAreas;
  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  double mDistanceFeet = 200;
  double mSearchFeet = 5280;
  QString mInsideCitation;
  QString mAdjacentCitation;
};

#endif // SWESASCREEN_H
