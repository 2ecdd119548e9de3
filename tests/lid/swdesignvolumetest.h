/***************************************************************************
  swdesignvolumetest.h: the design volume tests' parcels and runs, shared
  by the tests of the figures (test_designvolume.cpp) and of the inputs
  refused (test_designvolume_inputs.cpp): a 100 x 100 ft lot, or rows of
  apn and shares, run through stormwater:designvolume.
 ***************************************************************************/
#ifndef SWDESIGNVOLUMETEST_H
#define SWDESIGNVOLUMETEST_H

#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestrun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace SwDesignVolumeTest
{
  using Row = SwTestData::Row;

  //! The parcels' fields: a screened layer's shares; without the infeasible share unless a test needs it.
  inline QgsFields parcelFields( bool infeasible )
  {
    QStringList fields{ QStringLiteral( "apn:string" ), QStringLiteral( "impervious_fraction:double" ) };
    if ( infeasible )
      fields << QStringLiteral( "infeasible_fraction:double" );
    return SwTestData::fields( fields );
  }

  struct Screened
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
  };

  class DesignVolume : public ::testing::Test
  {
  protected:
    QTemporaryDir dir;

    //! Rows of apn, impervious_fraction and, when a row has it, infeasible_fraction.
    QString parcels( const std::vector<Row> &rows )
    {
      const bool infeasible = !rows.empty() && rows.front().attributes.size() > 2;
      return SwTestData::writeLayer( dir.filePath( QStringLiteral( "in.gpkg" ) ), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), parcelFields( infeasible ), rows );
    }

    Screened run( QVariantMap parameters, const QString &name = QStringLiteral( "out" ) )
    {
      const QString output = dir.filePath( name + QStringLiteral( ".gpkg" ) );
      parameters.insert( QStringLiteral( "OUTPUT" ), output );
      Screened s;
      s.run = SwTestRun::run( QStringLiteral( "stormwater:designvolume" ), parameters );
      if ( s.run.ok )
      {
        std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
        s.count = layer->featureCount();
        s.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
      }
      return s;
    }

    // A 100 x 100 ft parcel, 10,000 sq ft, with the given shares.
    Screened lot( double depthIn, QVariantMap extra = QVariantMap(), const QVariant &infeasible = QVariant(), const QVariant &impervious = 0.6 )
    {
      QVariantList attributes{ QStringLiteral( "LOT" ), impervious };
      if ( infeasible.isValid() )
        attributes << infeasible;
      extra.insert( QStringLiteral( "PARCELS" ), parcels( { { SwTestFeature::rect( 0, 0, 100, 100 ), attributes } } ) );
      extra.insert( QStringLiteral( "DESIGN_STORM_IN" ), depthIn );
      return run( extra );
    }
  };

  //! The example pervious coefficient, and a one year, one-hour intensity so that Signal Hill's flow-through is decided too.
  inline QVariantMap withCu( double cu )
  {
    return { { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), cu }, { QStringLiteral( "FLOWTHROUGH_INTENSITY_IN_HR" ), 0.45 } };
  }
} // namespace SwDesignVolumeTest

#endif // SWDESIGNVOLUMETEST_H
