/***************************************************************************
  swparcelsheet.cpp: one parcel's answers in words (see header).
 ***************************************************************************/
#include "sheet/swparcelsheet.h"
#include "pipeline/swparcel.h"
#include "pipeline/swscreen.h"
#include "processing/swalgorithmscreenparcels.h"
#include "core/swunits.h"
#include "report/swreportparcels.h"
#include "core/swknownfield.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

//! The parcel's row, read by field name: a field the layer lacks reads as null.
class SwParcelSheet::Row
{
public:
  Row( const QgsFeature &feature, const QgsFields &fields )
    : mFeature( feature )
    , mFields( fields )
  {
  }
  bool has( const QString &name ) const { return mFields.lookupField( name ) >= 0; }
  QVariant value( const QString &name ) const
  {
    const int index = mFields.lookupField( name );
    return index < 0 ? QVariant() : mFeature.attribute( index );
  }
  QString text( const QString &name ) const
  {
    const QVariant v = value( name );
    return v.isNull() ? QString() : v.toString().trimmed();
  }
  std::optional<double> figure( const QString &name ) const
  {
    const QVariant v = value( name );
    bool ok = false;
    const double number = v.toDouble( &ok );
    if ( v.isNull() || !ok || !std::isfinite( number ) )
      return std::nullopt;
    return number;
  }
  std::optional<bool> yes( const QString &name ) const
  {
    const QVariant v = value( name );
    if ( v.isNull() || !v.isValid() )
      return std::nullopt;
    return v.toBool();
  }
  //! The screen's own field \a name ("hillside_citation"), or the unprefixed one of a single screen's output.
  QString own( const QString &screen, const QString &name ) const
  {
    const QString prefixed = QStringLiteral( "%1_%2" ).arg( screen, name );
    return has( prefixed ) ? text( prefixed ) : text( name );
  }

private:
  const QgsFeature &mFeature;
  const QgsFields &mFields;
};

namespace
{
  //! The main job's screens, for their titles and their words for why a parcel was not decided.
  const std::vector<std::unique_ptr<SwScreen>> &mainScreens()
  {
    static const std::vector<std::unique_ptr<SwScreen>> sScreens = SwScreenParcelsAlgorithm::mainJobScreens();
    return sScreens;
  }

  const SwScreen *screen( const QString &id )
  {
    for ( const std::unique_ptr<SwScreen> &s : mainScreens() )
    {
      if ( s->id() == id )
        return s.get();
    }
    return nullptr;
  }

  QString sqft( double value )
  {
    return QObject::tr( "%1 sq ft" ).arg( SwParcelSheet::number( value ) );
  }
  QString feet( double value )
  {
    return QObject::tr( "%1 ft" ).arg( SwParcelSheet::number( value, 1 ) );
  }
  QString percentOf( double fraction )
  {
    return QObject::tr( "%1%" ).arg( SwParcelSheet::number( fraction * 100.0, 1 ) );
  }
} // namespace

QString SwParcelSheet::number( double value, int decimals )
{
  const QLocale english( QLocale::English, QLocale::UnitedStates );
  QString text = english.toString( value, 'f', decimals );
  if ( decimals > 0 )
  {
    while ( text.endsWith( QLatin1Char( '0' ) ) )
      text.chop( 1 );
    if ( text.endsWith( QLatin1Char( '.' ) ) )
      text.chop( 1 );
  }
  return text == QLatin1String( "-0" ) ? QStringLiteral( "0" ) : text;
}

QString SwParcelSheet::shortCitation( const QString &citation )
{
  // A reference longer than this is the profile's reading of the code, not a reference.
  constexpr int LONGEST_REFERENCE = 90;
  static const QRegularExpression quoted( QStringLiteral( "\\s*\\(\"[^\"]*\"\\)" ) );
  static const QRegularExpression warning( QStringLiteral( "NOT CONFIRMED:.*?\\.(?=\\s+[A-Z]|$)" ) );
  const QRegularExpressionMatch caveat = warning.match( citation );
  QStringList references;
  for ( const QString &part : QString( citation ).remove( warning ).split( QLatin1Char( ';' ), Qt::SkipEmptyParts ) )
  {
    QString reference = QString( part ).remove( quoted ).trimmed();
    if ( reference.size() > LONGEST_REFERENCE )
    {
      reference = reference.section( QStringLiteral( ", " ), 0, 0 );
      // "Not in SHMC 12.16, which defines ...": where the code is silent, a reading, not a reference.
      if ( reference.startsWith( QLatin1String( "Not " ) ) || reference.size() > LONGEST_REFERENCE )
        continue;
    }
    if ( !reference.isEmpty() && !references.contains( reference ) )
      references << reference;
  }
  QString text = references.join( QLatin1String( "; " ) );
  if ( caveat.hasMatch() )
    text += QStringLiteral( ". %1" ).arg( caveat.captured( 0 ) );
  return text;
}

SwParcelSheet::SwParcelSheet( const QgsFeature &feature, const QgsFields &fields, const SwProfile &profile, std::optional<double> areaSqft )
  : mCityTitle( profile.title() )
{
  const Row row( feature, fields );
  mApn = row.text( QStringLiteral( "apn" ) );
  const int addressIndex = SwKnownField::find( fields, SwReportParcels::addressFieldNames() );
  if ( addressIndex >= 0 && !feature.attribute( addressIndex ).isNull() )
    mAddress = feature.attribute( addressIndex ).toString().trimmed();
  mOwner = row.has( QStringLiteral( "owner" ) ) ? row.text( QStringLiteral( "owner" ) ) : row.text( QStringLiteral( "owner_key" ) );

  mIdentity << Line{ QObject::tr( "Parcel number (APN)" ), mApn };
  mIdentity << Line{ QObject::tr( "Property address" ), mAddress.isEmpty() ? QObject::tr( "not given in the layer" ) : mAddress };
  mIdentity << Line{ QObject::tr( "Owner of record" ), mOwner.isEmpty() ? QObject::tr( "not given in the layer" ) : mOwner };
  if ( areaSqft )
    mIdentity << Line{ QObject::tr( "Parcel area" ), QObject::tr( "%1 (%2 acres)" ).arg( sqft( *areaSqft ), number( SwUnits::sqftToAcres( *areaSqft ), 2 ) ) };
  else
    mIdentity << Line{ QObject::tr( "Parcel area" ), QObject::tr( "not measured: the parcel has no geometry" ) };
  if ( !row.text( QStringLiteral( "zoning" ) ).isEmpty() )
    mIdentity << Line{ QObject::tr( "Zoning" ), row.text( QStringLiteral( "zoning" ) ) };
  if ( !row.text( QStringLiteral( "use_code" ) ).isEmpty() )
    mIdentity << Line{ QObject::tr( "Use code" ), row.text( QStringLiteral( "use_code" ) ) };

  addVacant( row );
  addHillside( row, profile );
  addEsa( row, profile );
  addInfeasibility( row, profile );
  addImpervious( row );
  addDesignVolume( row );

  const QString flags = row.text( QStringLiteral( "flags" ) );
  QStringList flagWords;
  for ( const QString &flag : flags.split( QLatin1Char( ',' ), Qt::SkipEmptyParts ) )
  {
    const QString key = flag.trimmed();
    if ( key == QLatin1String( "incomplete" ) )
      flagWords << QObject::tr( "not fully screened" );
    else
      flagWords << QString( key ).replace( QLatin1Char( '_' ), QLatin1Char( ' ' ) );
  }
  mFlags = flagWords.join( QLatin1String( ", " ) );
}

void SwParcelSheet::add( Answer answer, const Row &row, const QString &screenId )
{
  answer.citation = shortCitation( answer.citation );
  const QString status = row.own( screenId, QStringLiteral( "status" ) );
  const SwScreen *known = screen( screenId );
  if ( known )
    answer.screen = known->title();
  if ( !status.isEmpty() && !SwStatus::evaluated( status ) )
  {
    answer.decided = false;
    answer.answer = QObject::tr( "Not decided" );
    // The screen's words need its inputs to name them; unprepared, it leaves their list empty.
    QString words = known ? known->reasonWords( status ) : SwStatus::words( status );
    words.replace( QLatin1String( " ()" ), QString() );
    answer.why = answer.why.isEmpty() ? words : QStringLiteral( "%1. %2" ).arg( words, answer.why );
  }
  else if ( status == SwStatus::repaired() )
    answer.why += ( answer.why.isEmpty() ? QString() : QStringLiteral( ". " ) ) + SwStatus::words( status );
  mAnswers << answer;
}

QStringList SwParcelSheet::notScreened() const
{
  QStringList titles;
  for ( const std::unique_ptr<SwScreen> &known : mainScreens() )
  {
    const bool ran = std::any_of( mAnswers.begin(), mAnswers.end(), [&]( const Answer &answer )
                                  { return answer.screen == known->title(); } );
    if ( !ran )
      titles << known->title();
  }
  return titles;
}

QStringList SwParcelSheet::notDecided() const
{
  QStringList lines;
  for ( const Answer &answer : mAnswers )
  {
    if ( !answer.decided )
      lines << QObject::tr( "%1: %2" ).arg( answer.screen, answer.why );
  }
  return lines;
}

void SwParcelSheet::addVacant( const Row &row )
{
  if ( !row.has( QStringLiteral( "vacancy" ) ) )
    return;
  Answer answer;
  const QString vacancy = row.text( QStringLiteral( "vacancy" ) );
  const std::optional<bool> qualifies = row.yes( QStringLiteral( "qualifies" ) );
  if ( qualifies && *qualifies )
    answer.answer = vacancy == QLatin1String( "partially_vacant" ) ? QObject::tr( "Yes: a partially vacant parcel; the vacant parcel provisions apply" ) : QObject::tr( "Yes: a vacant parcel; the vacant parcel provisions apply" );
  else if ( qualifies )
    answer.answer = QObject::tr( "No: the vacant parcel provisions do not apply" );
  if ( const std::optional<double> unimproved = row.figure( QStringLiteral( "unimproved_sqft" ) ) )
    answer.figures << QObject::tr( "unimproved ground %1 (%2 acres)" ).arg( sqft( *unimproved ), number( SwUnits::sqftToAcres( *unimproved ), 2 ) );
  const std::optional<double> groupSize = row.figure( QStringLiteral( "group_size" ) );
  const std::optional<double> groupAcres = row.figure( QStringLiteral( "group_acres" ) );
  if ( groupSize && *groupSize > 1 && groupAcres )
    answer.figures << QObject::tr( "with %1 touching vacant parcel(s) of the same owner: %2 acres in all" ).arg( number( *groupSize - 1 ) ).arg( number( *groupAcres, 2 ) );
  answer.why = row.text( QStringLiteral( "reason" ) );
  answer.citation = row.own( QStringLiteral( "vacant" ), QStringLiteral( "citation" ) );
  add( answer, row, QStringLiteral( "vacant" ) );
}

void SwParcelSheet::addHillside( const Row &row, const SwProfile &profile )
{
  if ( !row.has( QStringLiteral( "hillside" ) ) )
    return;
  Answer answer;
  const std::optional<bool> hillside = row.yes( QStringLiteral( "hillside" ) );
  if ( hillside )
    answer.answer = *hillside ? QObject::tr( "Yes: a hillside property" ) : QObject::tr( "No: not a hillside property" );
  const std::optional<double> mean = row.figure( QStringLiteral( "slope_mean_pct" ) );
  const std::optional<double> max = row.figure( QStringLiteral( "slope_max_pct" ) );
  if ( mean && max )
    answer.figures << QObject::tr( "slope mean %1%, steepest %2%" ).arg( number( *mean, 1 ), number( *max, 1 ) );
  if ( const std::optional<double> average = row.figure( QStringLiteral( "average_slope_pct" ) ) )
    answer.figures << QObject::tr( "average slope %1%" ).arg( number( *average, 1 ) );
  const std::optional<double> steep = row.figure( QStringLiteral( "steep_sqft" ) );
  const std::optional<double> steepShare = row.figure( QStringLiteral( "steep_fraction" ) );
  if ( steep )
    answer.figures << QObject::tr( "ground at %1% or steeper: %2%3" ).arg( number( profile.number( QStringLiteral( "hillside.slope_pct" ) ), 1 ), sqft( *steep ), steepShare ? QObject::tr( " (%1 of the parcel)" ).arg( percentOf( *steepShare ) ) : QString() );
  if ( const std::optional<double> erodible = row.figure( QStringLiteral( "erodible_steep_sqft" ) ) )
    answer.figures << QObject::tr( "of it on erodible soil: %1" ).arg( sqft( *erodible ) );
  // What the answer rests on: a lot on one coarse cell is not a lot on a thousand fine ones.
  const std::optional<double> cells = row.figure( QStringLiteral( "dem_cells" ) );
  const std::optional<double> cellSqft = row.figure( QStringLiteral( "dem_cell_sqft" ) );
  if ( cells && cellSqft )
    answer.figures << ( *cells == 1 ? QObject::tr( "measured on 1 DEM cell of %1" ).arg( sqft( *cellSqft ) ) : QObject::tr( "measured on %1 DEM cells of %2" ).arg( number( *cells ), sqft( *cellSqft ) ) );
  answer.why = row.own( QStringLiteral( "hillside" ), QStringLiteral( "basis" ) );
  answer.citation = row.own( QStringLiteral( "hillside" ), QStringLiteral( "citation" ) );
  add( answer, row, QStringLiteral( "hillside" ) );
}

void SwParcelSheet::addEsa( const Row &row, const SwProfile &profile )
{
  if ( !row.has( QStringLiteral( "esa_relation" ) ) )
    return;
  Answer answer;
  const QString relation = row.text( QStringLiteral( "esa_relation" ) );
  const QString name = row.text( QStringLiteral( "esa_name" ) );
  const QString area = name.isEmpty() ? QObject::tr( "an environmentally sensitive area" ) : name;
  const std::optional<double> distance = row.figure( QStringLiteral( "esa_distance_ft" ) );
  const double adjacentFt = profile.number( QStringLiteral( "esa.adjacent_ft" ) );
  if ( relation == QLatin1String( "inside" ) )
    answer.answer = QObject::tr( "Yes: in %1" ).arg( area );
  else if ( relation == QLatin1String( "directly_adjacent" ) )
    answer.answer = QObject::tr( "Yes: directly adjacent to %1 (within %2 ft)" ).arg( area, number( adjacentFt, 1 ) );
  else if ( relation == QLatin1String( "outside" ) )
    answer.answer = QObject::tr( "No: more than %1 ft from every sensitive area" ).arg( number( adjacentFt, 1 ) );
  if ( distance )
    answer.figures << ( name.isEmpty() ? QObject::tr( "nearest sensitive area: %1" ).arg( feet( *distance ) ) : QObject::tr( "%1 from %2" ).arg( feet( *distance ), name ) );
  answer.citation = row.own( QStringLiteral( "esa" ), QStringLiteral( "citation" ) );
  if ( answer.citation.isEmpty() )
    answer.citation = profile.citation( QStringLiteral( "esa.adjacent_ft" ) );
  add( answer, row, QStringLiteral( "esa" ) );
}

void SwParcelSheet::addInfeasibility( const Row &row, const SwProfile &profile )
{
  if ( !row.has( QStringLiteral( "infeasibility" ) ) )
    return;
  Answer answer;
  const QString infeasibility = row.text( QStringLiteral( "infeasibility" ) );
  const std::optional<double> infeasible = row.figure( QStringLiteral( "infeasible_sqft" ) );
  const std::optional<double> share = row.figure( QStringLiteral( "infeasible_fraction" ) );
  if ( infeasibility == QLatin1String( "full" ) )
    answer.answer = QObject::tr( "Yes: infiltration is technically infeasible on the whole parcel" );
  else if ( infeasibility == QLatin1String( "partial" ) )
    answer.answer = QObject::tr( "Partly: infiltration is technically infeasible on %1 (%2 of the parcel)" ).arg( infeasible ? sqft( *infeasible ) : QStringLiteral( "?" ), share ? percentOf( *share ) : QStringLiteral( "?" ) );
  else if ( infeasibility == QLatin1String( "none" ) )
    answer.answer = QObject::tr( "No: no mapped condition makes infiltration infeasible here" );

  // Each condition with the part of the parcel it covers, as the screen measured it.
  const auto condition = [&]( const QString &field, const QString &words )
  {
    const std::optional<double> area = row.figure( field );
    if ( area && *area > 0 )
      answer.figures << QObject::tr( "%1: %2" ).arg( words, sqft( *area ) );
  };
  const QString wellId = row.text( QStringLiteral( "well_id" ) );
  condition( QStringLiteral( "well_infeasible_sqft" ), QObject::tr( "within %1 ft of a drinking-water well" ).arg( number( profile.number( QStringLiteral( "infeasibility.well_ft" ) ), 1 ) ) );
  condition( QStringLiteral( "groundwater_infeasible_sqft" ), QObject::tr( "seasonal high groundwater within %1 ft of grade" ).arg( number( profile.number( QStringLiteral( "infeasibility.groundwater_ft" ) ), 1 ) ) );
  condition( QStringLiteral( "soil_infeasible_sqft" ), QObject::tr( "soil infiltrating less than %1 in/hr" ).arg( number( profile.number( QStringLiteral( "infeasibility.infiltration_in_hr" ) ), 2 ) ) );
  condition( QStringLiteral( "brownfield_infeasible_sqft" ), QObject::tr( "brownfield site" ) );
  const QString hazards = row.text( QStringLiteral( "geohazard_types" ) );
  condition( QStringLiteral( "geohazard_infeasible_sqft" ), hazards.isEmpty() ? QObject::tr( "geotechnical hazard" ) : QObject::tr( "geotechnical hazard (%1)" ).arg( hazards ) );
  if ( const std::optional<double> wellFt = row.figure( QStringLiteral( "well_distance_ft" ) ) )
    answer.figures << ( wellId.isEmpty() ? QObject::tr( "nearest drinking-water well: %1" ).arg( feet( *wellFt ) ) : QObject::tr( "nearest drinking-water well %1: %2" ).arg( wellId, feet( *wellFt ) ) );
  if ( const std::optional<double> depth = row.figure( QStringLiteral( "groundwater_min_depth_ft" ) ) )
    answer.figures << QObject::tr( "shallowest mapped groundwater: %1 below grade" ).arg( feet( *depth ) );
  answer.why = row.text( QStringLiteral( "conditions" ) ).replace( QLatin1Char( '_' ), QLatin1Char( ' ' ) );
  answer.citation = row.own( QStringLiteral( "infeasibility" ), QStringLiteral( "citation" ) );
  if ( answer.citation.isEmpty() )
    answer.citation = profile.citation( QStringLiteral( "infeasibility.required" ) );
  add( answer, row, QStringLiteral( "infeasibility" ) );
}

void SwParcelSheet::addImpervious( const Row &row )
{
  if ( !row.has( QStringLiteral( "impervious_sqft" ) ) )
    return;
  Answer answer;
  const std::optional<double> area = row.figure( QStringLiteral( "impervious_sqft" ) );
  const std::optional<double> share = row.figure( QStringLiteral( "impervious_fraction" ) );
  if ( area )
    answer.answer = share ? QObject::tr( "%1, %2 of the parcel" ).arg( sqft( *area ), percentOf( *share ) ) : sqft( *area );
  const QString basis = row.own( QStringLiteral( "impervious" ), QStringLiteral( "basis" ) );
  if ( basis == QLatin1String( "footprints" ) )
    answer.why = QObject::tr( "measured from the building and paving footprints" );
  else if ( !basis.isEmpty() )
    answer.why = QObject::tr( "measured from %1" ).arg( QString( basis ).replace( QLatin1Char( '_' ), QLatin1Char( ' ' ) ) );
  answer.citation = row.own( QStringLiteral( "impervious" ), QStringLiteral( "citation" ) );
  add( answer, row, QStringLiteral( "impervious" ) );
}

void SwParcelSheet::addDesignVolume( const Row &row )
{
  if ( !row.has( QStringLiteral( "swqdv_cuft" ) ) )
    return;
  Answer answer;
  const std::optional<double> volume = row.figure( QStringLiteral( "swqdv_cuft" ) );
  const std::optional<double> retain = row.figure( QStringLiteral( "retain_cuft" ) );
  const std::optional<double> biofiltrate = row.figure( QStringLiteral( "biofiltration_cuft" ) );
  if ( volume )
    answer.answer = QObject::tr( "Existing lot: %1 cu ft for the whole parcel as it stands (a proposed project's is with its LID answer)" ).arg( number( *volume ) );
  if ( retain )
    answer.figures << QObject::tr( "retain on site: %1 cu ft" ).arg( number( *retain ) );
  if ( biofiltrate )
    answer.figures << QObject::tr( "biofiltrate (where retention is infeasible): %1 cu ft" ).arg( number( *biofiltrate ) );
  if ( const std::optional<double> storm = row.figure( QStringLiteral( "design_storm_in" ) ) )
    answer.figures << QObject::tr( "design storm %1 in" ).arg( number( *storm, 3 ) );
  if ( const std::optional<double> intensity = row.figure( QStringLiteral( "flowthrough_in_hr" ) ) )
    answer.figures << QObject::tr( "flow-through intensity %1 in/hr" ).arg( number( *intensity, 2 ) );
  answer.why = row.text( QStringLiteral( "method" ) );
  answer.citation = row.own( QStringLiteral( "designvolume" ), QStringLiteral( "citation" ) );
  add( answer, row, QStringLiteral( "designvolume" ) );
}

void SwParcelSheet::setProject( const QList<Line> &described, const SwLidAnswer &answer )
{
  mProject = described;
  mProjectAnswer = answer;
}

void SwParcelSheet::setProjectVolume( const std::optional<SwProjectVolume::Volume> &volume )
{
  mProjectVolume.clear();
  if ( !volume )
    return;
  // The project as built, labelled so, beside the existing lot's figures above.
  const QString title = QObject::tr( "Project's design volume (as built)" );
  if ( !volume->swqdvCuft )
  {
    mProjectVolume << Line{ title, volume->method };
    return;
  }
  mProjectVolume << Line{ title, QObject::tr( "SWQDv %1 cu ft: impervious %2% after construction, C %3, design storm %4 in" ).arg( number( *volume->swqdvCuft ), number( *volume->imperviousShare * 100, 2 ), number( *volume->runoffCoefficient, 3 ), number( *volume->designStormIn, 3 ) ) };
  mProjectVolume << Line{ QObject::tr( "Project: retain on site" ), QObject::tr( "%1 cu ft" ).arg( number( *volume->retainCuft ) ) };
  mProjectVolume << Line{ QObject::tr( "Project: biofiltrate" ), QObject::tr( "%1 cu ft (where retention is technically infeasible)" ).arg( number( *volume->biofiltrationCuft ) ) };
  mProjectVolume << Line{ QObject::tr( "Project: flow-through intensity" ), volume->flowthroughInHr ? QObject::tr( "%1 in/hr (%2)" ).arg( number( *volume->flowthroughInHr, 2 ), volume->flowthroughBasis ) : QObject::tr( "not decided: %1" ).arg( volume->flowthroughBasis ) };
  mProjectVolume << Line{ QObject::tr( "Project: how" ), volume->method };
}
