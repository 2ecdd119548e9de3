/***************************************************************************
  swvacantcontiguity.h: contiguous vacant parcels (definition YYY: "two or
  more adjoining parcels" of one owner that "share a common boundary line
  or point", unless that line or point lies within a public road, street,
  alley or railroad right-of-way). Vacant parcels of one owner within the
  snapping tolerance join, through a spatial index and union-find, once
  every parcel is known. A parcel drawn with hundreds of thousands of
  vertices costs about in proportion to them: gaps are measured between
  indexed segments, and contacts only near where the two parcels meet.
 ***************************************************************************/
#ifndef SWVACANTCONTIGUITY_H
#define SWVACANTCONTIGUITY_H

#include "geometry/swfeatureindex.h"
#include "geometry/swgeos.h"
#include "core/swowneridentity.h"
#include "core/swworkingcrs.h"

#include "qgsgeometry.h"
#include "qgsrectangle.h"

#include <QStringList>

#include <map>
#include <vector>

class QgsFeedback;
class QgsProcessingFeedback;
class SwParameterReader;

//! What grouping needs of a vacant parcel, recorded as it is evaluated.
struct SwVacantRecord
{
  long long index = 0; //!< the parcel's place in the input
  QString apn;         //!< to name the parcel in an error
  //! What the roll says of the owner: name, owner id, mailing address.
  SwOwnerIdentity::Parcel owner;
  //! The owner (SwOwnerIdentity::identify, once every parcel is known); parcels join only with their owner's.
  QString ownerKey;
  QgsGeometry geometry; //!< working CRS
  QgsRectangle bbox;
  double areaSqft = 0;
};

class SwVacantContiguity
{
public:
  //! The groups vacant parcels form.
  struct Groups
  {
    //! Per record: the record that stands for its group.
    std::vector<size_t> root;
    //! Per group (by root): total area, square feet.
    std::map<size_t, double> sqft;
    //! Per group (by root): number of parcels.
    std::map<size_t, int> size;
    //! Contacts between vacant parcels of one owner that lay within the right-of-way.
    long long rightOfWayContacts = 0;
    //! Groups of two parcels or more.
    long long formed() const;
  };

  //! Parcels whose edges are \a snapFeet apart or closer touch; measured in \a working.
  void setMeasure( const SwWorkingCrs &working, double snapFeet );

  /**
   * Loads RIGHT_OF_WAY when given; when not, says in \a notes that
   * contacts were not checked against it.
   */
  void loadRightOfWay( const SwParameterReader &reader, QgsProcessingFeedback *feedback, QStringList &notes );

  /**
   * Joins \a records (in input order) of one owner that touch, except
   * across the right-of-way. Reports progress 0..100 on \a feedback (may
   * be null) and throws when it cancels.
   */
  Groups group( const std::vector<SwVacantRecord> &records, QgsFeedback *feedback ) const;

private:
  /**
   * True when the contact of parcels \a a and \a b (bounding boxes \a boxA
   * and \a boxB) lies wholly within the right-of-way.
   */
  bool contactInRightOfWay( const GEOSGeometry *a, const QgsRectangle &boxA, const GEOSGeometry *b, const QgsRectangle &boxB ) const;

  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  double mSnapFeet = 0.5;
  SwFeatureIndex mRightOfWay;
};

#endif // SWVACANTCONTIGUITY_H
