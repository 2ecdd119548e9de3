/***************************************************************************
  swhillsideconditions.h: the two conditions of the hillside rules besides
  slope. Erodible soil under the parcel (Signal Hill definition EE and
  Beverly Hills: "known erosive soil conditions"), from soil polygons and an
  expression over them; and residential zoning and use of the lot (Cudahy's
  "single-family hillside residence"), an expression over the parcels.
 ***************************************************************************/
#ifndef SWHILLSIDECONDITIONS_H
#define SWHILLSIDECONDITIONS_H

#include "pipeline/swparcel.h"
#include "geometry/swfeatureindex.h"
#include "core/swlayerinput.h"
#include "core/swworkingcrs.h"
#include "screens/hillside/swslopesource.h"
#include "screens/swmappedground.h"

#include <memory>

class QgsProcessingFeedback;
class SwInputNotes;
class SwParameterReader;
class SwWarnings;

//! The erodible soil polygons, and each parcel's part on them.
class SwErodibleSoils
{
public:
  static QString defaultExpression() { return QStringLiteral( "\"erosive\" = 'Y'" ); }

  /**
   * Loads the polygons of SOILS, marking those ERODIBLE_EXPRESSION calls
   * erodible; the polygons are the ground SOILS maps (SOILS_OUTSIDE).
   * Without SOILS, or (in a combined run) with SOILS that lack the default
   * expression's field, soil stays unknown. Throws QgsProcessingException
   * naming the layer or the expression at fault.
   */
  void prepare( const SwParameterReader &reader, bool combined, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, SwWarnings &warnings, QStringList &summary );

  //! True when erodible soil is known: SOILS were given and read.
  bool known() const { return mKnown; }
  //! True when a SOILS layer was given, read or not.
  bool given() const { return !mLayerName.isEmpty(); }
  QString expression() const { return mExpression; }
  const QString &layerName() const { return mLayerName; }
  //! Why erodible soil is unknown, for the basis of steep parcels.
  QString unknownReason() const { return mUnknownReason; }

  //! The parcel's parts on erodible soil and off the SOILS map (SOILS_OUTSIDE unknown), working CRS. Thread safe.
  SwSoilParts parts( const SwParcel &parcel ) const;
  //! The ground SOILS maps.
  const SwMappedGround &ground() const { return mGround; }

private:
  //! The parcel's part on erodible soil, null when none.
  QgsGeometry erodiblePart( const SwParcel &parcel ) const;

  //! Every soil polygon read; mErodible[i] says whether polygon i is erodible.
  SwFeatureIndex mPolygons;
  std::vector<char> mErodible;
  SwMappedGround mGround;
  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  bool mKnown = false;
  QString mLayerName;
  QString mExpression;
  QString mUnknownReason;
};

//! Residential zoned and in residential use: only Cudahy's rule asks.
class SwResidentialUse
{
public:
  static QString defaultExpression() { return QStringLiteral( "\"zoning\" LIKE 'R%' AND \"use_code\" LIKE '0%' AND \"use_code\" NOT LIKE '%V'" ); }

  /**
   * Checks RESIDENTIAL_EXPRESSION against \a parcelFields when the rule
   * \a needed it; otherwise the use is never asked. Throws
   * QgsProcessingException quoting a faulty expression.
   */
  void prepare( const SwParameterReader &reader, const QgsFields &parcelFields, bool needed, SwInputNotes &notes );

  //! Tests \a parcel on the reading thread (QGIS expressions are not thread safe) and keeps the answer in it.
  void read( SwParcel &parcel );
  //! True, false, or null when the expression gave NULL.
  static QVariant answer( const SwParcel &parcel );
  QString expression() const;

private:
  std::unique_ptr<SwLayerInput::Condition> mCondition;
};

#endif // SWHILLSIDECONDITIONS_H
