/***************************************************************************
  swvacantparameters.cpp: the vacant parcel screen's parameters, each with
  its help, and the help on its fields and on how the evidence combines.
 ***************************************************************************/
#include "screens/vacant/swvacantscreen.h"
#include "screens/vacant/swvacantparameters.h"
#include "core/compat.h"
#include "core/swfeetparameter.h"

#include "qgsprocessingparameters.h"

#include <memory>

using namespace SwVacantParameters;

void SwVacantScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  // Every input is optional even in a single run: a city has footprints, or
  // an attribute rule, or both; prepare() insists on at least one.
  sink.add( new QgsProcessingParameterField( OWNER_FIELD, QObject::tr( "Owner name field" ), QStringLiteral( "owner" ), QStringLiteral( "PARCELS" ), SW_FIELD_ANY, false, true ),
            QObject::tr( "the parcels' owner name (default owner); owners match after normalising case, punctuation, spacing and entity suffixes (LLC, L.L.C., INC, CORP, CO, LP, LTD, TRUST...), shown in owner_key. A parcel without an owner name never groups." ) );
  sink.add( new QgsProcessingParameterFeatureSource( STRUCTURES, QObject::tr( "Structure footprints" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "structure footprint polygons." ) );
  sink.add( new QgsProcessingParameterField( STRUCTURE_TYPE_FIELD, QObject::tr( "Structure type field" ), QStringLiteral( "type" ), STRUCTURES, SW_FIELD_ANY, false, true ),
            QObject::tr( "names each structure's type (default type); the profile's vacant.non_structure_types (oil and gas wells, freeway signs, temporary storage sheds, modular buildings, oil-field equipment, compared ignoring case, spaces, hyphens and underscores) are not structures. A structure without a type counts." ), true );
  sink.add( new QgsProcessingParameterField( STRUCTURE_PERMITTED_FIELD, QObject::tr( "Structure permitted field (Y/N; empty = every structure counts)" ), QVariant(), STRUCTURES, SW_FIELD_ANY, false, true ),
            QObject::tr( "only structures marked Y count (\"without a permitted structure\"); without it every structure counts." ), true );
  sink.add( new QgsProcessingParameterFeatureSource( IMPROVEMENTS, QObject::tr( "Permanent improvement footprints (paved parking, landscaping)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "permanent improvement footprints (approved paved parking, landscaping)." ) );
  sink.add( new QgsProcessingParameterBoolean( STRUCTURES_INCLUDE_IMPROVEMENTS, QObject::tr( "The structure footprints also map driveways, paving, pools and landscaping" ), false, true ),
            QObject::tr( "set only when the city states that its STRUCTURES layer maps the permanent improvements too (definition IIII: paved parking, landscaping; also driveways and pools): then vacancy is decided on it alone, and the log and report say the city stated it. Unset, with STRUCTURES and no IMPROVEMENTS, a parcel that would qualify (no structure, or an acre or more not under a structure) is not decided (vacancy not_decided, status undecided_improvements_not_mapped) and never noticed, as its unseen improvements may make it improved; one its structures leave under the acre does not qualify whatever its improvements." ) );
  sink.add( new QgsProcessingParameterField( IMPROVEMENT_TYPE_FIELD, QObject::tr( "Improvement type field (empty = every improvement counts)" ), QVariant(), IMPROVEMENTS, SW_FIELD_ANY, false, true ),
            QObject::tr( "names each improvement's type; when given, only the profile's vacant.improvement_types count; without it every feature counts." ), true );
  sink.add( new QgsProcessingParameterField( IMPROVEMENT_APPROVED_FIELD, QObject::tr( "Improvement approved field (Y/N; empty = every improvement counts)" ), QVariant(), IMPROVEMENTS, SW_FIELD_ANY, false, true ),
            QObject::tr( "only improvements marked Y count; without it every improvement counts." ), true );
  sink.add( new QgsProcessingParameterFeatureSource( STRUCTURES_COVERAGE, QObject::tr( "Ground the structure footprints cover (empty = their extent)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "polygons of the area where STRUCTURES was drawn (a city or survey boundary); a parcel outside them has no footprint because none was drawn, and is not evaluated (vacancy not_evaluated, status outside_footprints). Without it the ground is the layer's extent." ), true );
  sink.add( new QgsProcessingParameterFeatureSource( IMPROVEMENTS_COVERAGE, QObject::tr( "Ground the improvement footprints cover (empty = their extent)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "polygons of the area where IMPROVEMENTS was drawn; as STRUCTURES_COVERAGE, for the improvements. Without it the ground is the layer's extent." ), true );
  sink.add( new QgsProcessingParameterExpression( VACANT_EXPRESSION, QObject::tr( "Vacant when (expression on the parcels, e.g. \"use_code\" LIKE '%V')" ), QVariant(), QStringLiteral( "PARCELS" ), true ),
            QObject::tr( "a QGIS expression on the parcels that is true for a vacant parcel, e.g. \"use_code\" LIKE '%V' or \"improvement_value\" = 0. Give STRUCTURES, IMPROVEMENTS or VACANT_EXPRESSION, or several." ) );
  sink.add( new QgsProcessingParameterFeatureSource( RIGHT_OF_WAY, QObject::tr( "Right-of-way (streets, alleys, railroads)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "polygons of public roads, streets, alleys and railroad rights-of-way." ) );
  sink.add( new QgsProcessingParameterNumber( DIGITIZING_TOLERANCE, QObject::tr( "Ignore footprint overlaps under (sq ft)" ), SW_NUMBER_DOUBLE, 1.0, true, 0 ),
            QObject::tr( "a footprint that overlaps a parcel by less than this many square feet (default 1) is a digitizing sliver of a neighbour's footprint and is ignored." ), true );
  sink.add( SwFeetParameter::create( SNAP_TOLERANCE, QObject::tr( "Parcels this close touch (snapping tolerance)" ), 0.5, true ),
            QObject::tr( "parcels whose edges are this many feet apart or closer (default 0.5) share a boundary, so sub-foot gaps and overlaps of the parcel fabric do not split an owner's land." ), true );
  // In the combined layer every parcel has a row; only the single screen may drop rows.
  if ( !combined )
    sink.add( new QgsProcessingParameterBoolean( ONLY_QUALIFYING, QObject::tr( "Write only qualifying parcels (and those not evaluated)" ), false, true ),
              QObject::tr( "write only the qualifying parcels, plus any parcel that could not be evaluated or decided (not_evaluated, not_decided) so none is lost unseen." ) );
}

QString SwVacantScreen::fieldsHelp() const
{
  return QObject::tr( "Fields: vacancy (vacant, partially_vacant, improved, not_evaluated, not_decided), unimproved_sqft (the parcel minus counting footprints, sq ft), owner_key, group_id (one number per contiguous vacant parcel, or per partially vacant parcel, numbered in input order), group_acres (the group's total area, or a partially vacant parcel's unimproved acres: the figure the 1.0 acre test is made on), group_size, qualifies (group_acres at or above the profile's vacant.min_acres), reason, vacancy_basis (footprints, expression, or both, and any disagreement), citation, status.\n" ) +
         QObject::tr( "Two vacant parcels of one owner within SNAP_TOLERANCE are contiguous unless their contact lies within the right-of-way: the contact is the overlap of the two parcels each grown by SNAP_TOLERANCE (the shared line or point with the tolerance around it), and it lies within the right-of-way when nothing of it remains outside the right-of-way polygons (a crumb under 1% of the tolerance squared, left by rounding where right-of-way polygons meet, counts as nothing). A contact partly outside the right-of-way joins the parcels. "
                      "Only vacant parcels group (definition YYY: \"an undeveloped area of land consisting of two or more adjoining parcels\"); a partially vacant parcel has a permitted structure, is not undeveloped, and qualifies on its own unimproved portion (definition CCCC: \"The 1.0 acre or more unimproved portion would qualify the entire parcel\").\n" ) +
         QObject::tr( "How the evidence combines. A parcel is judged by its footprints only where the footprint layers were drawn (STRUCTURES_COVERAGE and IMPROVEMENTS_COVERAGE, else each layer's extent): a parcel wholly or partly outside is not_evaluated (status outside_footprints or partly_outside_footprints), unless footprints on it already leave under the acre (improved) or VACANT_EXPRESSION calls it improved. With footprints only (STRUCTURES and/or IMPROVEMENTS), a parcel with no counting structure and no counting improvement is vacant; one with either is partially vacant when its unimproved portion (the parcel minus the union of those footprints) is 1.0 acre or more, else improved. "
                      "Vacancy is decided only on footprints that see both structures and permanent improvements (definition IIII): with STRUCTURES but no IMPROVEMENTS (and STRUCTURES_INCLUDE_IMPROVEMENTS unset), improvements would only shrink the unimproved portion, so a parcel its structures leave under the acre is improved and does not qualify, but a partially vacant one, and a vacant one (alone or with its owner's contiguous vacant parcels) that would qualify, is not_decided (status undecided_improvements_not_mapped, qualifies empty, vacancy_basis 'structures only (improvements not mapped)'); with VACANT_EXPRESSION too, a parcel with no structure is decided by the expression. "
                      "With VACANT_EXPRESSION only, a parcel is vacant when the expression is true and improved otherwise (NULL counts as not vacant); partial vacancy needs footprints, and unimproved_sqft is the whole parcel when vacant and empty when improved. "
                      "With both, a parcel is vacant only when both say so. A parcel with no footprint that the expression calls improved is improved (the expression knows of an improvement the footprints lack); a parcel with a footprint that the expression calls vacant is classed by its footprints. Each disagreement is counted in the log and named in vacancy_basis." );
}
