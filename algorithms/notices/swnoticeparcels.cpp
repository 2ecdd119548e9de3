/***************************************************************************
  swnoticeparcels.cpp: qualifying parcels read for the notices.
 ***************************************************************************/
#include "notices/swnoticeparcels.h"
#include "core/compat.h"
#include "core/swattributes.h"
#include "core/swcancel.h"
#include "core/swparcelnumber.h"
#include "core/swunits.h"
#include "core/swworkingcrs.h"

#include "qgscoordinatetransformcontext.h"
#include "qgsexception.h"
#include "qgsprocessingutils.h"

namespace
{
  QString text( const QgsFeature &feature, int index )
  {
    if ( index < 0 )
      return QString();
    const QVariant value = feature.attribute( index );
    return value.isNull() ? QString() : value.toString().trimmed();
  }
} // namespace

SwNoticeParcels::Read SwNoticeParcels::read( QgsProcessingFeatureSource &input, const Fields &fields, QgsFeedback *feedback )
{
  const SwWorkingCrs working = SwWorkingCrs::choose( input.sourceCrs(), QgsCoordinateReferenceSystem(), input.sourceExtent() );
  const QgsCoordinateTransform toWorking = working.transformFrom( input.sourceCrs(), QgsCoordinateTransformContext() );
  Read read;
  const long long count = input.featureCount();
  const double step = count > 0 ? 100.0 / static_cast<double>( count ) : 1;
  long long index = 0;
  QgsFeatureIterator it = input.getFeatures( QgsFeatureRequest(), SW_SOURCE_SKIP_GEOMETRY_VALIDITY_CHECKS );
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
  {
    SwCancel::check( feedback );
    ++index;
    ++read.total;
    read.numbers.add( text( feature, fields.apn ), index );
    if ( feedback )
      feedback->setProgress( step * static_cast<double>( index ) );
    // A qualifies column as vacantparcels writes it, or as a spreadsheet would; empty is no decision at all.
    const QVariant qualifies = feature.attribute( fields.qualifies );
    if ( qualifies.isNull() || qualifies.toString().trimmed().isEmpty() )
    {
      ++read.undecided;
      continue;
    }
    read.decided.insert( SwParcelNumber::key( text( feature, fields.apn ) ) );
    if ( !SwAttributes::readsYes( qualifies ) )
      continue;
    SwNoticeParcel parcel;
    parcel.index = index;
    parcel.apn = text( feature, fields.apn );
    parcel.owner = text( feature, fields.owner );
    parcel.ownerId = text( feature, fields.ownerId );
    parcel.mail = { text( feature, fields.street ), text( feature, fields.city ), text( feature, fields.state ), text( feature, fields.zip ) };
    parcel.situs = text( feature, fields.situs );
    parcel.vacancy = text( feature, fields.vacancy );
    parcel.language = text( feature, fields.language );
    bool ok = false;
    const double unimproved = text( feature, fields.unimprovedSqft ).toDouble( &ok );
    if ( ok && unimproved >= 0 )
      parcel.unimprovedSqft = unimproved;
    const long long group = text( feature, fields.groupId ).toLongLong( &ok );
    if ( ok )
    {
      parcel.groupId = group;
      parcel.groupSqft = SwUnits::acresToSqft( text( feature, fields.groupAcres ).toDouble() );
      parcel.groupSize = std::max( 1, text( feature, fields.groupSize ).toInt() );
    }
    parcel.geometry = feature.geometry();
    if ( parcel.geometry.isNull() || parcel.geometry.isEmpty() )
      ++read.noGeometry;
    else
    {
      QgsGeometry measured = parcel.geometry;
      try
      {
        if ( toWorking.isValid() && !toWorking.isShortCircuited() )
          measured.transform( toWorking );
        if ( !measured.isGeosValid() )
          measured = measured.makeValid();
        parcel.areaSqft = working.toSquareFeet( measured.area() );
      }
      catch ( QgsCsException & )
      {
        ++read.noGeometry;
      }
    }
    read.parcels.push_back( std::move( parcel ) );
  }
  return read;
}
