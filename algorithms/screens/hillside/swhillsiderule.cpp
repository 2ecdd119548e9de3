/***************************************************************************
  swhillsiderule.cpp: Signal Hill's and Beverly Hills' erodible steep rule,
  Cudahy's residential average slope rule, and the basis of each answer.
 ***************************************************************************/
#include "screens/hillside/swhillsiderule.h"
#include "screens/hillside/swhillsideconditions.h"
#include "core/swprofile.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace
{
  const QString ERODIBLE_STEEP = QStringLiteral( "erodible_steep" );

  QString percent( double value )
  {
    return QStringLiteral( "%1%" ).arg( QString::number( value, 'f', 2 ) );
  }

  QString squareFeet( double value )
  {
    return QObject::tr( "%1 sq ft" ).arg( QString::number( value, 'f', 0 ) );
  }

  //! Why the slope source has no figures, in the planner's words; empty when it has them or there is none.
  QString missing( const SwHillsideEvidence &evidence )
  {
    if ( !evidence.figures.measured || evidence.figures.hasData() )
      return QString();
    return evidence.source->missing( evidence.figures );
  }

  //! A cell's area with thousands grouped, as a planner reads it: "9,687 sq ft".
  QString groupedSquareFeet( double value )
  {
    return QObject::tr( "%1 sq ft" ).arg( QLocale( QLocale::English ).toString( value, 'f', 0 ) );
  }

  /**
   * "mean 30.00%, max 30.00% from the DEM, on 1 DEM cell of 9,687 sq ft",
   * or empty without slope data; the ground off the slope polygons read as
   * under the threshold is named with its area.
   */
  QString slopeFigures( const SwHillsideEvidence &evidence, const SwSlopeThreshold &threshold )
  {
    const SwSlopeFigures &figures = evidence.figures;
    if ( !figures.hasData() )
      return QString();
    QStringList slopes;
    if ( std::isfinite( figures.meanPct ) )
      slopes << QObject::tr( "mean %1" ).arg( percent( figures.meanPct ) );
    if ( std::isfinite( figures.maxPct ) )
      slopes << QObject::tr( "max %1" ).arg( percent( figures.maxPct ) );
    QStringList parts;
    if ( !slopes.isEmpty() )
      parts << QObject::tr( "%1 from the %2" ).arg( slopes.join( QLatin1String( ", " ) ), evidence.source->name() );
    if ( figures.belowOnlySqft > SW_AREA_TOLERANCE_SQFT )
      parts << QObject::tr( "%1 off the %2, under %3 (SLOPE_POLYGONS_OUTSIDE = not_steep)" ).arg( squareFeet( figures.belowOnlySqft ), evidence.source->name(), threshold.text() );
    if ( figures.cellSqft > 0 )
    {
      const QString cells = figures.cells == 1 ? QObject::tr( "1 DEM cell" ) : QObject::tr( "%1 DEM cells" ).arg( QLocale( QLocale::English ).toString( figures.cells ) );
      parts << QObject::tr( "on %1 of %2" ).arg( cells, groupedSquareFeet( figures.cellSqft ) );
    }
    return parts.join( QLatin1String( ", " ) );
  }
} // namespace

void SwHillsideRule::prepare( const SwProfile &profile )
{
  mErodibleSteep = profile.choice( QStringLiteral( "hillside.rule" ) ) == ERODIBLE_STEEP;
  mThreshold.percent = profile.number( QStringLiteral( "hillside.slope_pct" ) );
  mCitation = profile.citation( QStringLiteral( "hillside.rule" ) );
  mSoilUnknown.clear();
  mSoilOffMap.clear();
  mResidentialUnknown.clear();
}

void SwHillsideRule::setMinSteepSqft( double sqft, const QString &reason )
{
  mMinSteepSqft = sqft > 0 ? sqft : 0;
  mMinSteepReason = sqft > 0 ? reason : QString();
}

QString SwHillsideRule::minimumWords() const
{
  if ( mMinSteepSqft <= 0 )
    return QString();
  return QObject::tr( "the %1 minimum (%2)" ).arg( squareFeet( mMinSteepSqft ), mMinSteepReason );
}

QString SwHillsideRule::describe( const QString &profileTitle, bool contours ) const
{
  if ( mErodibleSteep && mMinSteepSqft > 0 )
    return QObject::tr( "Hillside rule (%1): steep (%2 or more) area on erodible soil of at least %3" ).arg( profileTitle, mThreshold.text(), minimumWords() );
  if ( mErodibleSteep )
    return QObject::tr( "Hillside rule (%1): any steep (%2 or more) ground on erodible soil, with no minimum area (the profile sets none; MIN_STEEP_SQFT sets one); a lot smaller than one DEM cell across steep and flat cells is not decided (undecided_dem_too_coarse)" ).arg( profileTitle, mThreshold.text() );
  return QObject::tr( "Hillside rule (%1): residential lot with an average slope of %2 or more, by %3" ).arg( profileTitle, mThreshold.text(), contours ? QObject::tr( "the contour method" ) : QObject::tr( "the coverage-weighted mean slope" ) );
}

bool SwHillsideRule::reachesMinimum( double sqft ) const
{
  // Some ground is needed even when MIN_STEEP_SQFT is 0.
  return sqft > SW_AREA_TOLERANCE_SQFT && sqft >= mMinSteepSqft - SW_AREA_TOLERANCE_SQFT;
}

SwHillsideRule::Decision SwHillsideRule::decide( const SwHillsideEvidence &evidence, const SwErodibleSoils &soils, const SwResidentialUse &residential ) const
{
  Decision decision = mErodibleSteep ? erodibleSteep( evidence, soils ) : residentialAverageSlope( evidence, residential );
  const SwSlopeFigures &figures = evidence.figures;
  if ( mErodibleSteep && figures.mixedBelowCell )
    belowResolution( decision, evidence, soils );
  if ( figures.status == SwSlopeFigures::partialNoData() && figures.hasData() )
  {
    decision.basis += QObject::tr( "; %1 slope known on %2 of %3 (the rest is NoData or off the source)" ).arg( evidence.source->name(), squareFeet( figures.dataSqft ), squareFeet( figures.totalSqft ) );
    // The part not seen may hold the steep ground, or change the average: only a yes
    // the seen part already makes (erodible steep area found) stands; a "no" is not known.
    const bool fromSeenPart = mErodibleSteep ? decision.hillside == QVariant( false ) : ( !evidence.contours || !std::isfinite( evidence.contour.percent ) ) && evidence.residential.toBool();
    if ( fromSeenPart && !decision.hillside.isNull() )
    {
      decision.hillside = QVariant();
      decision.basis = QObject::tr( "not decided, slope data on only part of the parcel: %1" ).arg( decision.basis );
    }
  }
  return decision;
}

void SwHillsideRule::belowResolution( Decision &decision, const SwHillsideEvidence &evidence, const SwErodibleSoils &soils ) const
{
  // Undecided for want of soil stays so: soil comes first.
  if ( decision.hillside.isNull() )
    return;
  const SwSlopeFigures &figures = evidence.figures;
  // With no erodible ground that could reach the minimum, no part of the lot being steep makes it a hillside.
  if ( decision.hillside == QVariant( false ) && !reachesMinimum( figures.erodibleSqft + figures.unmappedSqft ) )
    return;
  decision.hillside = QVariant();
  decision.undecided = undecidedDemTooCoarse();
  decision.basis = QObject::tr( "not decided, the DEM is too coarse for the parcel: the lot (%1) is smaller than one DEM cell and lies across cells on both sides of %2 (%3 of it on the steeper ones), so which part of it is steep is below the DEM's resolution; %4 of it on erodible soil (%5); %6" )
                     .arg( squareFeet( figures.totalSqft ), mThreshold.text(), squareFeet( figures.steepSqft ), squareFeet( figures.erodibleSqft ), soils.expression(), slopeFigures( evidence, mThreshold ) );
}

SwHillsideRule::Decision SwHillsideRule::erodibleSteep( const SwHillsideEvidence &evidence, const SwErodibleSoils &soils ) const
{
  const SwSlopeFigures &figures = evidence.figures;
  const QString steepWords = QObject::tr( "slope %1 or more" ).arg( mThreshold.text() );
  const QString slope = slopeFigures( evidence, mThreshold );
  // ", at least the 5000 sq ft minimum (...)" where a minimum is in force.
  const QString atLeast = mMinSteepSqft > 0 ? QObject::tr( ", at least %1" ).arg( minimumWords() ) : QString();
  Decision decision;
  if ( !figures.measured )
  {
    decision.basis = QObject::tr( "steep area unknown: no DEM or SLOPE_POLYGONS given (CONTOURS give only an average slope)" );
    decision.undecided = undecidedNoSteepArea();
  }
  else if ( !figures.hasData() )
    decision.basis = QObject::tr( "slope unknown: %1" ).arg( missing( evidence ) );
  else if ( !reachesMinimum( figures.steepSqft ) )
  {
    decision.hillside = false;
    decision.basis = figures.steepSqft <= SW_AREA_TOLERANCE_SQFT
                       ? QObject::tr( "not hillside: no natural %1 (%2)" ).arg( steepWords, slope )
                       : QObject::tr( "not hillside: only %1 of %2, under %3 (%4)" ).arg( squareFeet( figures.steepSqft ), steepWords, minimumWords(), slope );
  }
  else if ( !soils.known() )
  {
    mSoilUnknown.add( evidence.parcelIndex, evidence.apn );
    decision.undecided = undecidedNoSoils();
    decision.basis = QObject::tr( "steep, soil unknown: %1 of %2 (%3) and %4" ).arg( squareFeet( figures.steepSqft ), steepWords, slope, soils.unknownReason() );
  }
  else if ( reachesMinimum( figures.erodibleSteepSqft ) )
  {
    decision.hillside = true;
    decision.basis = QObject::tr( "hillside (erodible steep): %1 of %2 on erodible soil (%3)%4; %5" ).arg( squareFeet( figures.erodibleSteepSqft ), steepWords, soils.expression(), atLeast, slope );
  }
  else if ( reachesMinimum( figures.erodibleSteepSqft + figures.unmappedSteepSqft ) )
  {
    // Off the soil map the steep ground may be erodible: "not hillside" is not known.
    mSoilOffMap.add( evidence.parcelIndex, evidence.apn );
    decision.undecided = undecidedOutsideSoils();
    decision.basis = QObject::tr( "steep, soil unknown on part: %1 of %2, of it %3 on erodible soil (%4) and %5 off the SOILS polygons (SOILS_OUTSIDE unknown)%6; %7" )
                       .arg( squareFeet( figures.steepSqft ), steepWords, squareFeet( figures.erodibleSteepSqft ), soils.expression(), squareFeet( figures.unmappedSteepSqft ), mMinSteepSqft > 0 ? QObject::tr( ", together at least %1" ).arg( minimumWords() ) : QString(), slope );
  }
  else
  {
    decision.hillside = false;
    decision.basis = mMinSteepSqft > 0
                       ? QObject::tr( "not hillside: %1 of %2 but only %3 of it on erodible soil (%4), under %5; %6" ).arg( squareFeet( figures.steepSqft ), steepWords, squareFeet( figures.erodibleSteepSqft ), soils.expression(), minimumWords(), slope )
                       : QObject::tr( "not hillside: %1 of %2 but none of it on erodible soil (%3); %4" ).arg( squareFeet( figures.steepSqft ), steepWords, soils.expression(), slope );
  }
  return decision;
}

SwHillsideRule::Decision SwHillsideRule::residentialAverageSlope( const SwHillsideEvidence &evidence, const SwResidentialUse &residential ) const
{
  // The contour method when it gives a figure, else the source's mean slope.
  double averagePct = std::numeric_limits<double>::quiet_NaN();
  QString method;
  if ( evidence.contours && std::isfinite( evidence.contour.percent ) )
  {
    averagePct = evidence.contour.percent;
    method = evidence.contours->method( evidence.contour );
  }
  else if ( evidence.figures.hasData() && std::isfinite( evidence.figures.meanPct ) )
  {
    averagePct = evidence.figures.meanPct;
    method = evidence.source->meanMethod();
  }
  const QString averageWords = std::isnan( averagePct ) ? QString() : QObject::tr( "average slope %1 (%2)" ).arg( percent( averagePct ), method );
  const QString withAverage = averageWords.isEmpty() ? QString() : QStringLiteral( "; " ) + averageWords;

  Decision decision;
  if ( !evidence.residential.isValid() || evidence.residential.isNull() )
  {
    mResidentialUnknown.add( evidence.parcelIndex, evidence.apn );
    decision.undecided = undecidedResidentialUse();
    decision.basis = QObject::tr( "residential use unknown: RESIDENTIAL_EXPRESSION gave NULL" ) + withAverage;
  }
  else if ( !evidence.residential.toBool() )
  {
    decision.hillside = false;
    decision.basis = QObject::tr( "not hillside: not residential zoned and in residential use (RESIDENTIAL_EXPRESSION %1 is false)" ).arg( residential.expression() ) + withAverage;
  }
  else if ( std::isnan( averagePct ) )
  {
    const QString why = missing( evidence );
    const QString noNumber = evidence.figures.belowOnlySqft > SW_AREA_TOLERANCE_SQFT ? QObject::tr( "off the %1 the slope is only known to be under %2 (SLOPE_POLYGONS_OUTSIDE = not_steep)" ).arg( evidence.source->name(), mThreshold.text() ) : QObject::tr( "no slope source covers the parcel" );
    decision.basis = QObject::tr( "average slope unknown: %1" ).arg( why.isEmpty() ? noNumber : why );
    decision.undecided = undecidedNoSlope();
  }
  else if ( mThreshold.reached( averagePct ) )
  {
    decision.hillside = true;
    decision.basis = QObject::tr( "hillside (residential average slope): residential zoned and in residential use, %1, is %2 or more" ).arg( averageWords, mThreshold.text() );
  }
  else
  {
    decision.hillside = false;
    decision.basis = QObject::tr( "not hillside: residential zoned and in residential use, but %1 is under %2" ).arg( averageWords, mThreshold.text() );
  }
  return decision;
}

QStringList SwHillsideRule::summary( const SwErodibleSoils &soils ) const
{
  QStringList lines;
  const SwParcelSample soilUnknown = mSoilUnknown.sample();
  if ( soilUnknown.count() > 0 )
    lines << ( soils.given() ? QObject::tr( "Soil erodibility unknown: %1 steep parcel(s) read \"steep, soil unknown\" with hillside empty: %2" ) : QObject::tr( "No SOILS given: %1 steep parcel(s) read \"steep, soil unknown\" with hillside empty: %2" ) ).arg( soilUnknown.count() ).arg( soilUnknown.named() );
  const SwParcelSample soilOffMap = mSoilOffMap.sample();
  if ( soilOffMap.count() > 0 )
    lines << QObject::tr( "SOILS: %1 steep parcel(s) have steep ground off the soil polygons of layer '%2', where the soil is unknown (SOILS_OUTSIDE), and read \"steep, soil unknown on part\" with hillside empty: %3" ).arg( soilOffMap.count() ).arg( soils.layerName(), soilOffMap.named() );
  const SwParcelSample residentialUnknown = mResidentialUnknown.sample();
  if ( residentialUnknown.count() > 0 )
    lines << QObject::tr( "RESIDENTIAL_EXPRESSION gave NULL for %1 parcel(s); their hillside is empty: %2" ).arg( residentialUnknown.count() ).arg( residentialUnknown.named() );
  return lines;
}
