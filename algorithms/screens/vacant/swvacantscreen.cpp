/***************************************************************************
  swvacantscreen.cpp: footprints clipped to each parcel on all cores, then
  contiguous vacant parcels of one owner joined with union-find over a
  spatial index once every parcel is known.
 ***************************************************************************/
#include "screens/vacant/swvacantscreen.h"
#include "core/swpackedrtree.h"
#include "core/swlayername.h"
#include "core/swowner.h"
#include "core/swunits.h"
#include "core/compat.h"

#include "qgsexception.h"
#include "qgsexpressioncontextutils.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsprocessingutils.h"
#include "qgsvectorlayer.h"

#include <QMutexLocker>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace
{
  const QString OWNER_FIELD = QStringLiteral( "OWNER_FIELD" );
  const QString STRUCTURES = QStringLiteral( "STRUCTURES" );
  const QString STRUCTURE_TYPE_FIELD = QStringLiteral( "STRUCTURE_TYPE_FIELD" );
  const QString STRUCTURE_PERMITTED_FIELD = QStringLiteral( "STRUCTURE_PERMITTED_FIELD" );
  const QString IMPROVEMENTS = QStringLiteral( "IMPROVEMENTS" );
  const QString IMPROVEMENT_TYPE_FIELD = QStringLiteral( "IMPROVEMENT_TYPE_FIELD" );
  const QString IMPROVEMENT_APPROVED_FIELD = QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" );
  const QString VACANT_EXPRESSION = QStringLiteral( "VACANT_EXPRESSION" );
  const QString RIGHT_OF_WAY = QStringLiteral( "RIGHT_OF_WAY" );
  const QString DIGITIZING_TOLERANCE = QStringLiteral( "DIGITIZING_TOLERANCE" );
  const QString SNAP_TOLERANCE = QStringLiteral( "SNAP_TOLERANCE" );
  const QString ONLY_QUALIFYING = QStringLiteral( "ONLY_QUALIFYING" );

  const QString EXPRESSION_VALUE = QStringLiteral( "vacant.expression" );

  // Areas carried through a CRS transformation pick up rounding in the last
  // bits; an area this close to the threshold is at the threshold.
  constexpr double AREA_TOLERANCE_SQFT = 1e-6;

  bool given( const QVariant &value )
  {
    return value.isValid() && !value.isNull() && !value.toString().trimmed().isEmpty();
  }

  // Permit and approval columns: Y/N, yes/no, true/false, 1/0.
  bool readsYes( const QVariant &value )
  {
    if ( value.isNull() )
      return false;
    if ( value.type() == QVariant::Bool )
      return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    return text == QLatin1String( "y" ) || text == QLatin1String( "yes" ) || text == QLatin1String( "true" ) || text == QLatin1String( "t" ) || text == QLatin1String( "1" );
  }

  double numberParameter( const QVariantMap &parameters, const QString &name, double defaultValue, const QString &unit )
  {
    const QVariant value = parameters.value( name );
    if ( !given( value ) )
      return defaultValue;
    bool ok = false;
    const double number = value.toDouble( &ok );
    if ( !ok || number < 0 || !std::isfinite( number ) )
      throw QgsProcessingException( QObject::tr( "%1 must be a number of %2, 0 or more; got '%3'" ).arg( name, unit, value.toString() ) );
    return number;
  }

  // The name a planner knows the layer given as parameter \a name by.
  QString layerName( const QVariantMap &parameters, const QString &name, QgsProcessingContext &context, const QString &fallback )
  {
    const QgsProcessingParameterFeatureSource definition( name );
    if ( const QgsVectorLayer *layer = QgsProcessingParameters::parameterAsVectorLayer( &definition, parameters, context ) )
      return SwLayerName::of( layer );
    return fallback;
  }

  std::unique_ptr<QgsProcessingFeatureSource> polygonSource( const QVariantMap &parameters, const QString &name, QgsProcessingContext &context, QString &sourceName )
  {
    const QgsProcessingParameterFeatureSource definition( name, QString(), QList<int>() << SW_PROCESSING_SOURCE_POLYGON );
    std::unique_ptr<QgsProcessingFeatureSource> source( QgsProcessingParameters::parameterAsSource( &definition, parameters, context ) );
    if ( !source )
      throw QgsProcessingException( QObject::tr( "%1: could not load the layer '%2'" ).arg( name, parameters.value( name ).toString() ) );
    sourceName = layerName( parameters, name, context, source->sourceName() );
    if ( QgsWkbTypes::geometryType( source->wkbType() ) != QgsWkbTypes::PolygonGeometry )
      throw QgsProcessingException( QObject::tr( "%1 layer '%2' must hold polygons; it holds %3" ).arg( name, sourceName, QgsWkbTypes::displayString( source->wkbType() ) ) );
    if ( !source->sourceCrs().isValid() )
      throw QgsProcessingException( QObject::tr( "%1 layer '%2' has no CRS; assign its CRS first" ).arg( name, sourceName ) );
    return source;
  }

  int requiredField( const QgsFields &fields, const QString &parameter, const QString &field, const QString &layerParameter, const QString &layerName )
  {
    const int index = fields.lookupField( field );
    if ( index < 0 )
      throw QgsProcessingException( QObject::tr( "%1 '%2' is not a field of %3 layer '%4' (its fields: %5)" ).arg( parameter, field, layerParameter, layerName, fields.names().join( QLatin1String( ", " ) ) ) );
    return index;
  }

  QString fieldName( const QVariantMap &parameters, const QString &name, const QString &defaultName = QString() )
  {
    const QString value = parameters.value( name ).toString().trimmed();
    return value.isEmpty() ? defaultName : value;
  }

  // Union-find with path halving and union by size.
  class DisjointSets
  {
  public:
    explicit DisjointSets( size_t count )
      : mParent( count )
      , mSize( count, 1 )
    {
      std::iota( mParent.begin(), mParent.end(), 0 );
    }
    size_t find( size_t i )
    {
      while ( mParent[i] != i )
      {
        mParent[i] = mParent[mParent[i]];
        i = mParent[i];
      }
      return i;
    }
    bool join( size_t a, size_t b )
    {
      a = find( a );
      b = find( b );
      if ( a == b )
        return false;
      if ( mSize[a] < mSize[b] )
        std::swap( a, b );
      mParent[b] = a;
      mSize[a] += mSize[b];
      return true;
    }

  private:
    std::vector<size_t> mParent;
    std::vector<size_t> mSize;
  };
} // namespace

QString SwVacantScreen::title() const
{
  return QObject::tr( "Vacant parcels" );
}

QString SwVacantScreen::normalisedType( const QString &type )
{
  static const QRegularExpression separators( QStringLiteral( "[\\s_\\-]+" ) );
  return type.trimmed().toLower().replace( separators, QStringLiteral( "_" ) );
}

void SwVacantScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  Q_UNUSED( combined )
  // Every input is optional even in a single run: a city has footprints, or
  // an attribute rule, or both; prepare() insists on at least one.
  sink.addScreenParameter( new QgsProcessingParameterField( OWNER_FIELD, QObject::tr( "Owner name field" ), QStringLiteral( "owner" ), QStringLiteral( "PARCELS" ), SW_FIELD_ANY, false, true ) );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( STRUCTURES, QObject::tr( "Structure footprints" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( STRUCTURE_TYPE_FIELD, QObject::tr( "Structure type field" ), QStringLiteral( "type" ), STRUCTURES, SW_FIELD_ANY, false, true ) );
  auto permitted = std::make_unique<QgsProcessingParameterField>( STRUCTURE_PERMITTED_FIELD, QObject::tr( "Structure permitted field (Y/N; empty = every structure counts)" ), QVariant(), STRUCTURES, SW_FIELD_ANY, false, true );
  permitted->setFlags( permitted->flags() | SW_PARAMETER_FLAG_ADVANCED );
  sink.addScreenParameter( permitted.release() );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( IMPROVEMENTS, QObject::tr( "Permanent improvement footprints (paved parking, landscaping)" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterField( IMPROVEMENT_TYPE_FIELD, QObject::tr( "Improvement type field (empty = every improvement counts)" ), QVariant(), IMPROVEMENTS, SW_FIELD_ANY, false, true ) );
  auto approved = std::make_unique<QgsProcessingParameterField>( IMPROVEMENT_APPROVED_FIELD, QObject::tr( "Improvement approved field (Y/N; empty = every improvement counts)" ), QVariant(), IMPROVEMENTS, SW_FIELD_ANY, false, true );
  approved->setFlags( approved->flags() | SW_PARAMETER_FLAG_ADVANCED );
  sink.addScreenParameter( approved.release() );
  sink.addScreenParameter( new QgsProcessingParameterExpression( VACANT_EXPRESSION, QObject::tr( "Vacant when (expression on the parcels, e.g. \"use_code\" LIKE '%V')" ), QVariant(), QStringLiteral( "PARCELS" ), true ) );
  sink.addScreenParameter( new QgsProcessingParameterFeatureSource( RIGHT_OF_WAY, QObject::tr( "Right-of-way (streets, alleys, railroads)" ), QList<int>() << SW_PROCESSING_SOURCE_POLYGON, QVariant(), true ) );
  sink.addScreenParameter( new QgsProcessingParameterNumber( DIGITIZING_TOLERANCE, QObject::tr( "Ignore footprint overlaps under (sq ft)" ), SW_NUMBER_DOUBLE, 1.0, true, 0 ) );
  sink.addScreenParameter( new QgsProcessingParameterNumber( SNAP_TOLERANCE, QObject::tr( "Parcels this close touch (snapping tolerance, ft)" ), SW_NUMBER_DOUBLE, 0.5, true, 0 ) );
  // In the combined layer every parcel has a row; only the single screen may drop rows.
  if ( !combined )
    sink.addScreenParameter( new QgsProcessingParameterBoolean( ONLY_QUALIFYING, QObject::tr( "Write only qualifying parcels (and those not evaluated)" ), false, true ) );
}

QString SwVacantScreen::combinationHelp()
{
  return QObject::tr( "How the evidence combines. With footprints only (STRUCTURES and/or IMPROVEMENTS), a parcel with no counting structure and no counting improvement is vacant; one with either is partially vacant when its unimproved portion (the parcel minus the union of those footprints) is 1.0 acre or more, else improved. "
                      "With VACANT_EXPRESSION only, a parcel is vacant when the expression is true and improved otherwise (NULL counts as not vacant); partial vacancy needs footprints, and unimproved_sqft is the whole parcel when vacant and empty when improved. "
                      "With both, a parcel is vacant only when both say so. A parcel with no footprint that the expression calls improved is improved (the expression knows of an improvement the footprints lack); a parcel with a footprint that the expression calls vacant is classed by its footprints. Each disagreement is counted in the log and named in vacancy_basis." );
}

QString SwVacantScreen::parameterHelp() const
{
  return QObject::tr( "OWNER_FIELD: the parcels' owner name (default owner); owners match after normalising case, punctuation, spacing and entity suffixes (LLC, L.L.C., INC, CORP, CO, LP, LTD, TRUST...), shown in owner_key. A parcel without an owner name never groups. "
                      "STRUCTURES: structure footprint polygons; STRUCTURE_TYPE_FIELD (default type) names each type; the profile's vacant.non_structure_types (oil and gas wells, freeway signs, temporary storage sheds, modular buildings, oil-field equipment, compared ignoring case, spaces, hyphens and underscores) are not structures. A structure without a type counts. STRUCTURE_PERMITTED_FIELD (advanced, optional): only structures marked Y count (\"without a permitted structure\"). "
                      "IMPROVEMENTS: permanent improvement footprints (approved paved parking, landscaping); with IMPROVEMENT_TYPE_FIELD only the profile's vacant.improvement_types count, without it every feature counts; IMPROVEMENT_APPROVED_FIELD (advanced, optional): only improvements marked Y count. "
                      "VACANT_EXPRESSION: a QGIS expression on the parcels that is true for a vacant parcel, e.g. \"use_code\" LIKE '%V' or \"improvement_value\" = 0. Give STRUCTURES, IMPROVEMENTS or VACANT_EXPRESSION, or several. "
                      "DIGITIZING_TOLERANCE: a footprint that overlaps a parcel by less than this many square feet (default 1) is a digitizing sliver of a neighbour's footprint and is ignored. "
                      "RIGHT_OF_WAY: polygons of public roads, streets, alleys and railroad rights-of-way. SNAP_TOLERANCE: parcels whose edges are this many feet apart or closer (default 0.5) share a boundary, so sub-foot gaps and overlaps of the parcel fabric do not split an owner's land. "
                      "Two vacant parcels of one owner within SNAP_TOLERANCE are contiguous unless their contact lies within the right-of-way: the contact is the overlap of the two parcels each grown by SNAP_TOLERANCE (the shared line or point with the tolerance around it), and it lies within the right-of-way when nothing of it remains outside the right-of-way polygons (a crumb under 1% of the tolerance squared, left by rounding where right-of-way polygons meet, counts as nothing). A contact partly outside the right-of-way joins the parcels. "
                      "Only vacant parcels group (definition YYY: \"an undeveloped area of land consisting of two or more adjoining parcels\"); a partially vacant parcel has a permitted structure, is not undeveloped, and qualifies on its own unimproved portion (definition CCCC: \"The 1.0 acre or more unimproved portion would qualify the entire parcel\"). "
                      "ONLY_QUALIFYING: write only the qualifying parcels, plus any parcel that could not be evaluated so none is lost unseen.\n"
                      "Fields: vacancy (vacant, partially_vacant, improved, not_evaluated), unimproved_sqft (the parcel minus counting footprints, sq ft), owner_key, group_id (one number per contiguous vacant parcel, or per partially vacant parcel, numbered in input order), group_acres (the group's total area, or a partially vacant parcel's unimproved acres: the figure the 1.0 acre test is made on), group_size, qualifies (group_acres at or above the profile's vacant.min_acres), reason, vacancy_basis (footprints, expression, or both, and any disagreement), citation, status.\n" ) +
         combinationHelp();
}

bool SwVacantScreen::isConfigured( const QVariantMap &parameters, QgsProcessingContext &context ) const
{
  Q_UNUSED( context )
  return given( parameters.value( STRUCTURES ) ) || given( parameters.value( IMPROVEMENTS ) ) || given( parameters.value( VACANT_EXPRESSION ) );
}

void SwVacantScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  mWorking = setup.working;
  mPrepareNotes.clear();
  mStore.clear();
  mDisagreements = 0;
  mFootprintOnlyVacant = 0;
  mExpressionOnlyVacant = 0;
  mNoOwner = 0;
  mRightOfWayContacts = 0;
  mGroupsFormed = 0;

  mHasStructures = given( parameters.value( STRUCTURES ) );
  mHasImprovements = given( parameters.value( IMPROVEMENTS ) );
  mUseFootprints = mHasStructures || mHasImprovements;
  mUseExpression = given( parameters.value( VACANT_EXPRESSION ) );
  if ( !mUseFootprints && !mUseExpression )
    throw QgsProcessingException( QObject::tr( "Vacant parcels need evidence of improvement: give STRUCTURES, IMPROVEMENTS or VACANT_EXPRESSION" ) );

  mMinAcres = setup.profile.number( QStringLiteral( "vacant.min_acres" ) );
  mMinSqft = SwUnits::acresToSqft( mMinAcres );
  mToleranceSqft = numberParameter( parameters, DIGITIZING_TOLERANCE, 1.0, QObject::tr( "square feet" ) );
  mSnapFeet = numberParameter( parameters, SNAP_TOLERANCE, 0.5, QObject::tr( "feet" ) );
  mOnlyQualifying = !setup.combined && parameters.value( ONLY_QUALIFYING, false ).toBool();

  const QString minCitation = setup.profile.citation( QStringLiteral( "vacant.min_acres" ) );
  mVacantCitation = QStringLiteral( "%1; %2" ).arg( minCitation, setup.profile.citation( QStringLiteral( "vacant.non_structure_types" ) ) );
  mContiguousCitation = QStringLiteral( "%1; %2" ).arg( minCitation, setup.profile.citation( QStringLiteral( "vacant.required" ) ) );
  mPartialCitation = mContiguousCitation;
  mImprovedCitation = setup.profile.citation( QStringLiteral( "vacant.improvement_types" ) );
  if ( !setup.profile.flag( QStringLiteral( "vacant.required" ) ) )
    feedback->pushWarning( QObject::tr( "Vacant parcels are not required by %1's code (%2); screened on request" ).arg( setup.profile.title(), setup.profile.citation( QStringLiteral( "vacant.required" ) ) ) );

  const QString parcelsName = layerName( parameters, QStringLiteral( "PARCELS" ), context, QObject::tr( "parcels" ) );
  mOwnerIndex = requiredField( setup.parcelFields, OWNER_FIELD, fieldName( parameters, OWNER_FIELD, QStringLiteral( "owner" ) ), QStringLiteral( "PARCELS" ), parcelsName );

  if ( mUseExpression )
  {
    mExpressionText = parameters.value( VACANT_EXPRESSION ).toString().trimmed();
    mExpression = QgsExpression( mExpressionText );
    if ( mExpression.hasParserError() )
      throw QgsProcessingException( QObject::tr( "VACANT_EXPRESSION '%1' is not a valid expression: %2" ).arg( mExpressionText, mExpression.parserErrorString() ) );
    for ( const QString &column : mExpression.referencedColumns() )
    {
      if ( column != QgsFeatureRequest::ALL_ATTRIBUTES && setup.parcelFields.lookupField( column ) < 0 )
        throw QgsProcessingException( QObject::tr( "VACANT_EXPRESSION '%1' uses '%2', which is not a field of PARCELS layer '%3' (its fields: %4)" ).arg( mExpressionText, column, parcelsName, setup.parcelFields.names().join( QLatin1String( ", " ) ) ) );
    }
    mExpressionContext = context.expressionContext();
    QgsExpressionContextScope *scope = new QgsExpressionContextScope( QObject::tr( "Parcels" ) );
    scope->setFields( setup.parcelFields );
    mExpressionContext.appendScope( scope );
    mExpressionContext.setFields( setup.parcelFields );
    mExpression.prepare( &mExpressionContext );
  }

  auto loadReport = [&]( const QString &parameter, const QString &layerName, const SwFeatureIndex::LoadReport &report )
  {
    if ( report.untransformable > 0 )
      throw QgsProcessingException( QObject::tr( "%1: %2 feature(s) of layer '%3' cannot be transformed to %4" ).arg( parameter ).arg( report.untransformable ).arg( layerName, mWorking.crs().authid() ) );
    if ( report.repaired > 0 )
      mPrepareNotes << QObject::tr( "%1: %2 invalid polygon(s) of layer '%3' were repaired" ).arg( parameter ).arg( report.repaired ).arg( layerName );
    if ( report.skippedEmpty > 0 )
      mPrepareNotes << QObject::tr( "%1: %2 feature(s) of layer '%3' have no geometry and were ignored" ).arg( parameter ).arg( report.skippedEmpty ).arg( layerName );
  };

  if ( mHasStructures )
  {
    QString layerName;
    std::unique_ptr<QgsProcessingFeatureSource> source = polygonSource( parameters, STRUCTURES, context, layerName );
    const int typeIndex = requiredField( source->fields(), STRUCTURE_TYPE_FIELD, fieldName( parameters, STRUCTURE_TYPE_FIELD, QStringLiteral( "type" ) ), STRUCTURES, layerName );
    const QString permittedField = fieldName( parameters, STRUCTURE_PERMITTED_FIELD );
    const int permittedIndex = permittedField.isEmpty() ? -1 : requiredField( source->fields(), STRUCTURE_PERMITTED_FIELD, permittedField, STRUCTURES, layerName );
    QSet<QString> notStructures;
    for ( const QString &type : setup.profile.strings( QStringLiteral( "vacant.non_structure_types" ) ) )
      notStructures.insert( normalisedType( type ) );
    std::map<QString, long long> skippedTypes;
    long long untyped = 0;
    long long unpermitted = 0;
    const auto counts = [&]( const QgsFeature &feature )
    {
      const QString type = normalisedType( feature.attribute( typeIndex ).toString() );
      if ( notStructures.contains( type ) )
      {
        ++skippedTypes[type];
        return false;
      }
      if ( permittedIndex >= 0 && !readsYes( feature.attribute( permittedIndex ) ) )
      {
        ++unpermitted;
        return false;
      }
      if ( type.isEmpty() )
        ++untyped;
      return true;
    };
    mStructures.setKeep( SwFeatureIndex::Keep::GeosOnly );
    const SwFeatureIndex::LoadReport report = mStructures.addSource( *source, layerName, mWorking, context.transformContext(), nullptr, counts );
    loadReport( STRUCTURES, layerName, report );
    QStringList skipped;
    for ( const auto &entry : skippedTypes )
      skipped << QStringLiteral( "%1 %2" ).arg( entry.second ).arg( entry.first );
    feedback->pushInfo( QObject::tr( "Structures: %1 counting from '%2'; not structures under the ordinance: %3" ).arg( report.loaded ).arg( layerName, skipped.isEmpty() ? QObject::tr( "none" ) : skipped.join( QLatin1String( ", " ) ) ) );
    if ( untyped > 0 )
      mPrepareNotes << QObject::tr( "STRUCTURES: %1 structure(s) of layer '%2' have no type; they count as structures" ).arg( untyped ).arg( layerName );
    if ( unpermitted > 0 )
      mPrepareNotes << QObject::tr( "STRUCTURES: %1 structure(s) of layer '%2' are not marked permitted in '%3' and do not count" ).arg( unpermitted ).arg( layerName, permittedField );
  }

  if ( mHasImprovements )
  {
    QString layerName;
    std::unique_ptr<QgsProcessingFeatureSource> source = polygonSource( parameters, IMPROVEMENTS, context, layerName );
    const QString typeField = fieldName( parameters, IMPROVEMENT_TYPE_FIELD );
    const int typeIndex = typeField.isEmpty() ? -1 : requiredField( source->fields(), IMPROVEMENT_TYPE_FIELD, typeField, IMPROVEMENTS, layerName );
    const QString approvedField = fieldName( parameters, IMPROVEMENT_APPROVED_FIELD );
    const int approvedIndex = approvedField.isEmpty() ? -1 : requiredField( source->fields(), IMPROVEMENT_APPROVED_FIELD, approvedField, IMPROVEMENTS, layerName );
    QSet<QString> improvementTypes;
    for ( const QString &type : setup.profile.strings( QStringLiteral( "vacant.improvement_types" ) ) )
      improvementTypes.insert( normalisedType( type ) );
    long long otherTypes = 0;
    long long unapproved = 0;
    const auto counts = [&]( const QgsFeature &feature )
    {
      if ( typeIndex >= 0 && !improvementTypes.contains( normalisedType( feature.attribute( typeIndex ).toString() ) ) )
      {
        ++otherTypes;
        return false;
      }
      if ( approvedIndex >= 0 && !readsYes( feature.attribute( approvedIndex ) ) )
      {
        ++unapproved;
        return false;
      }
      return true;
    };
    mImprovements.setKeep( SwFeatureIndex::Keep::GeosOnly );
    const SwFeatureIndex::LoadReport report = mImprovements.addSource( *source, layerName, mWorking, context.transformContext(), nullptr, counts );
    loadReport( IMPROVEMENTS, layerName, report );
    feedback->pushInfo( QObject::tr( "Permanent improvements: %1 counting from '%2'" ).arg( report.loaded ).arg( layerName ) );
    if ( otherTypes > 0 )
      mPrepareNotes << QObject::tr( "IMPROVEMENTS: %1 feature(s) of layer '%2' are not of a type in vacant.improvement_types (%3) and do not count" ).arg( otherTypes ).arg( layerName, setup.profile.strings( QStringLiteral( "vacant.improvement_types" ) ).join( QLatin1String( ", " ) ) );
    if ( unapproved > 0 )
      mPrepareNotes << QObject::tr( "IMPROVEMENTS: %1 feature(s) of layer '%2' are not marked approved in '%3' and do not count" ).arg( unapproved ).arg( layerName, approvedField );
  }

  mHasRightOfWay = given( parameters.value( RIGHT_OF_WAY ) );
  if ( mHasRightOfWay )
  {
    QString layerName;
    std::unique_ptr<QgsProcessingFeatureSource> source = polygonSource( parameters, RIGHT_OF_WAY, context, layerName );
    const SwFeatureIndex::LoadReport report = mRightOfWay.addSource( *source, layerName, mWorking, context.transformContext() );
    loadReport( RIGHT_OF_WAY, layerName, report );
    feedback->pushInfo( QObject::tr( "Right-of-way: %1 polygon(s) from '%2'" ).arg( report.loaded ).arg( layerName ) );
  }
  else
    mPrepareNotes << QObject::tr( "RIGHT_OF_WAY was not given: contacts between vacant parcels were not checked against streets, alleys and railroads" );
}

QgsFields SwVacantScreen::fields() const
{
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "vacancy" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "unimproved_sqft" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "owner_key" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "group_id" ), QVariant::LongLong ) );
  fields.append( QgsField( QStringLiteral( "group_acres" ), QVariant::Double ) );
  fields.append( QgsField( QStringLiteral( "group_size" ), QVariant::Int ) );
  fields.append( QgsField( QStringLiteral( "qualifies" ), QVariant::Bool ) );
  fields.append( QgsField( QStringLiteral( "reason" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "vacancy_basis" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "citation" ), QVariant::String ) );
  fields.append( QgsField( QStringLiteral( "status" ), QVariant::String ) );
  return fields;
}

void SwVacantScreen::read( SwParcel &parcel )
{
  if ( !mUseExpression )
    return;
  mExpressionContext.setFeature( parcel.feature );
  const QVariant value = mExpression.evaluate( &mExpressionContext );
  if ( mExpression.hasEvalError() )
    throw QgsProcessingException( QObject::tr( "VACANT_EXPRESSION '%1' failed on parcel %2: %3" ).arg( mExpressionText, parcel.apn, mExpression.evalErrorString() ) );
  parcel.values.insert( EXPRESSION_VALUE, !value.isNull() && value.toBool() );
}

void SwVacantScreen::collectFootprints( const SwFeatureIndex &index, const SwParcel &parcel, SwGeos::PreparedPtr &preparedParcel, std::vector<geos::unique_ptr> &pieces, int &count ) const
{
  GEOSContextHandle_t context = SwGeos::context();
  for ( const int i : index.candidates( parcel.bbox ) )
  {
    // The parcel is prepared, not the footprints: a footprint meets one or
    // two parcels, and preparing each of a city's footprints on every
    // thread would cost more memory than it saves time.
    const GEOSGeometry *footprint = index.feature( i ).geos.get();
    if ( !preparedParcel )
      preparedParcel = SwGeos::prepare( parcel.geos.get() );
    if ( !preparedParcel || !footprint || GEOSPreparedIntersects_r( context, preparedParcel.get(), footprint ) != 1 )
      continue;
    // Most footprints stand wholly on their lot: a copy then does what an overlay would.
    const bool inside = GEOSPreparedContains_r( context, preparedParcel.get(), footprint ) == 1;
    geos::unique_ptr piece( inside ? GEOSGeom_clone_r( context, footprint ) : GEOSIntersection_r( context, parcel.geos.get(), footprint ) );
    if ( !piece )
      throw QgsProcessingException( QObject::tr( "GEOS could not clip footprint %1 of layer '%2' to the parcel" ).arg( index.feature( i ).id ).arg( index.feature( i ).layer ) );
    const double sqft = mWorking.toSquareFeet( SwGeos::area( piece.get() ) );
    // A sliver of a neighbour's footprint drawn over the lot line is not on this lot.
    if ( sqft <= 0 || sqft < mToleranceSqft )
      continue;
    ++count;
    pieces.push_back( std::move( piece ) );
  }
}

QString SwVacantScreen::acresText( double sqft ) const
{
  return QObject::tr( "%1 ac" ).arg( SwUnits::sqftToAcres( sqft ), 0, 'f', 2 );
}

QgsAttributes SwVacantScreen::evaluate( const SwParcel &parcel ) const
{
  QgsAttributes row( ColumnCount );
  const QString ownerKey = SwOwner::key( parcel.feature.attribute( mOwnerIndex ).toString() );
  row[OwnerKey] = ownerKey.isEmpty() ? QVariant() : QVariant( ownerKey );
  row[Status] = parcel.status;
  if ( !parcel.evaluable() )
  {
    row[Vacancy] = notEvaluated();
    row[Reason] = QObject::tr( "not evaluated: %1" ).arg( parcel.status );
    return row;
  }

  // Footprints: the parcel's unimproved portion and whether anything counts on it.
  QString footprintClass;
  double unimprovedSqft = parcel.areaSqft;
  int structures = 0;
  int improvements = 0;
  if ( mUseFootprints )
  {
    std::vector<geos::unique_ptr> pieces;
    SwGeos::PreparedPtr preparedParcel;
    if ( mHasStructures )
      collectFootprints( mStructures, parcel, preparedParcel, pieces, structures );
    if ( mHasImprovements )
      collectFootprints( mImprovements, parcel, preparedParcel, pieces, improvements );
    if ( pieces.size() == 1 )
      unimprovedSqft = std::max( 0.0, parcel.areaSqft - mWorking.toSquareFeet( SwGeos::area( pieces.front().get() ) ) );
    else if ( pieces.size() > 1 )
    {
      GEOSContextHandle_t context = SwGeos::context();
      std::vector<GEOSGeometry *> raw;
      raw.reserve( pieces.size() );
      for ( geos::unique_ptr &piece : pieces )
        raw.push_back( piece.release() );
      geos::unique_ptr collection( GEOSGeom_createCollection_r( context, GEOS_GEOMETRYCOLLECTION, raw.data(), static_cast<unsigned int>( raw.size() ) ) );
      geos::unique_ptr covered( collection ? GEOSUnaryUnion_r( context, collection.get() ) : nullptr );
      if ( !covered )
        throw QgsProcessingException( QObject::tr( "GEOS could not merge the footprints on the parcel" ) );
      unimprovedSqft = std::max( 0.0, parcel.areaSqft - mWorking.toSquareFeet( SwGeos::area( covered.get() ) ) );
    }
    if ( structures == 0 && improvements == 0 )
      footprintClass = vacant();
    else
      footprintClass = unimprovedSqft >= mMinSqft - AREA_TOLERANCE_SQFT ? partiallyVacant() : improved();
  }

  QString vacancy;
  QString basis;
  QVariant unimproved = unimprovedSqft;
  if ( mUseFootprints && mUseExpression )
  {
    const bool expressionVacant = parcel.values.value( EXPRESSION_VALUE ).toBool();
    const bool footprintVacant = footprintClass == vacant();
    if ( expressionVacant == footprintVacant )
    {
      vacancy = footprintClass;
      basis = QObject::tr( "footprints and expression" );
    }
    else if ( footprintVacant )
    {
      ++mDisagreements;
      ++mFootprintOnlyVacant;
      vacancy = improved();
      basis = QObject::tr( "expression (says improved; no footprint on the parcel)" );
    }
    else
    {
      ++mDisagreements;
      ++mExpressionOnlyVacant;
      vacancy = footprintClass;
      basis = QObject::tr( "footprints (the expression says vacant)" );
    }
  }
  else if ( mUseFootprints )
  {
    vacancy = footprintClass;
    basis = QObject::tr( "footprints" );
  }
  else
  {
    vacancy = parcel.values.value( EXPRESSION_VALUE ).toBool() ? vacant() : improved();
    basis = QObject::tr( "expression" );
    // Without footprints the unimproved area of an improved parcel is unknown.
    if ( vacancy == improved() )
      unimproved = QVariant();
  }

  row[Vacancy] = vacancy;
  row[UnimprovedSqft] = unimproved;
  row[Basis] = basis;
  if ( vacancy == vacant() )
  {
    // Grouped, measured and explained in finish(), once every parcel is known.
    VacantRecord record;
    record.index = parcel.index;
    record.ownerKey = ownerKey;
    record.geometry = parcel.geometry;
    record.bbox = parcel.bbox;
    record.areaSqft = parcel.areaSqft;
    if ( ownerKey.isEmpty() )
      ++mNoOwner;
    QMutexLocker locker( &mStoreMutex );
    mStore.push_back( std::move( record ) );
  }
  else if ( vacancy == partiallyVacant() )
  {
    row[GroupAcres] = SwUnits::sqftToAcres( unimprovedSqft );
    row[GroupSize] = 1;
    row[Qualifies] = true;
    row[Reason] = QObject::tr( "partially vacant: %1 unimproved" ).arg( acresText( unimprovedSqft ) );
    row[Citation] = mPartialCitation;
  }
  else
  {
    row[Qualifies] = false;
    row[Citation] = mImprovedCitation;
    if ( !unimproved.isNull() && ( structures > 0 || improvements > 0 ) )
      row[Reason] = QObject::tr( "improved: %1 unimproved, under %2 ac" ).arg( acresText( unimprovedSqft ) ).arg( mMinAcres, 0, 'f', 1 );
    else
      row[Reason] = QObject::tr( "improved according to VACANT_EXPRESSION" );
  }
  return row;
}

bool SwVacantScreen::contactInRightOfWay( const QgsGeometry &a, const QgsGeometry &b ) const
{
  if ( mRightOfWay.isEmpty() )
    return false;
  const double snap = mWorking.fromFeet( mSnapFeet );
  // The shared line or point, with the snapping tolerance around it: a gap
  // or overlap of the fabric still leaves a contact to test.
  const QgsGeometry contact = snap > 0 ? a.buffer( snap, 8 ).intersection( b.buffer( snap, 8 ) ) : a.intersection( b );
  if ( contact.isNull() || contact.isEmpty() )
    return false;
  const bool areal = contact.type() == QgsWkbTypes::PolygonGeometry || contact.area() > 0;
  const double crumb = 0.01 * snap * snap;
  QgsGeometry remainder = contact;
  for ( const int i : mRightOfWay.candidates( contact.boundingBox() ) )
  {
    remainder = remainder.difference( mRightOfWay.feature( i ).geometry );
    if ( remainder.isNull() || remainder.isEmpty() )
      return true;
  }
  return areal && remainder.area() < crumb;
}

void SwVacantScreen::finish( std::vector<QgsAttributes> &rows, QgsProcessingFeedback *feedback )
{
  std::vector<VacantRecord> store;
  {
    QMutexLocker locker( &mStoreMutex );
    store.swap( mStore );
  }
  const auto inputOrder = []( const VacantRecord &a, const VacantRecord &b )
  { return a.index < b.index; };
  std::sort( store.begin(), store.end(), inputOrder );

  // Vacant parcels of one owner within the snapping tolerance join, found
  // through a spatial index: each parcel meets only its neighbours.
  const double snap = mWorking.fromFeet( mSnapFeet );
  SwPackedRTree index;
  for ( size_t k = 0; k < store.size(); ++k )
  {
    QgsRectangle box = store[k].bbox;
    box.grow( snap / 2 );
    index.add( static_cast<int>( k ), box );
  }
  index.build();
  std::vector<int> neighbours;
  DisjointSets sets( store.size() );
  const double step = store.empty() ? 0 : 10.0 / static_cast<double>( store.size() );
  for ( size_t k = 0; k < store.size(); ++k )
  {
    if ( feedback && feedback->isCanceled() )
      return;
    if ( feedback && k % 256 == 0 )
      feedback->setProgress( 60 + step * static_cast<double>( k ) );
    const VacantRecord &parcel = store[k];
    if ( parcel.ownerKey.isEmpty() )
      continue;
    QgsRectangle search = parcel.bbox;
    search.grow( snap );
    neighbours.clear();
    index.query( search, neighbours );
    std::sort( neighbours.begin(), neighbours.end() );
    for ( const int id : neighbours )
    {
      const size_t other = static_cast<size_t>( id );
      if ( other <= k || store[other].ownerKey != parcel.ownerKey )
        continue;
      if ( parcel.geometry.distance( store[other].geometry ) > snap * ( 1 + 1e-9 ) + 1e-9 )
        continue;
      if ( contactInRightOfWay( parcel.geometry, store[other].geometry ) )
      {
        ++mRightOfWayContacts;
        continue;
      }
      sets.join( k, other );
    }
  }

  // Group totals, then ids in input order of each group's first parcel.
  std::map<size_t, double> groupSqft;
  std::map<size_t, int> groupSize;
  for ( size_t k = 0; k < store.size(); ++k )
  {
    const size_t root = sets.find( k );
    groupSqft[root] += store[k].areaSqft;
    ++groupSize[root];
  }
  std::map<size_t, long long> groupIds;
  size_t next = 0;
  long long nextId = 1;
  for ( size_t i = 0; i < rows.size(); ++i )
  {
    QgsAttributes &row = rows[i];
    if ( row.size() != ColumnCount )
      continue;
    const QString vacancy = row.at( Vacancy ).toString();
    if ( vacancy == partiallyVacant() )
    {
      row[GroupId] = nextId++;
      continue;
    }
    if ( vacancy != vacant() )
      continue;
    while ( next < store.size() && store[next].index < static_cast<long long>( i ) )
      ++next;
    if ( next >= store.size() || store[next].index != static_cast<long long>( i ) )
      continue;
    const size_t root = sets.find( next );
    auto id = groupIds.find( root );
    if ( id == groupIds.end() )
      id = groupIds.emplace( root, nextId++ ).first;
    const double sqft = groupSqft[root];
    const int size = groupSize[root];
    const bool qualifies = sqft >= mMinSqft - AREA_TOLERANCE_SQFT;
    row[GroupId] = id->second;
    row[GroupAcres] = SwUnits::sqftToAcres( sqft );
    row[GroupSize] = size;
    row[Qualifies] = qualifies;
    const QString under = qualifies ? QString() : QObject::tr( ", under %1 ac" ).arg( mMinAcres, 0, 'f', 1 );
    if ( size == 1 )
    {
      row[Reason] = QObject::tr( "vacant %1%2" ).arg( acresText( sqft ), under );
      row[Citation] = mVacantCitation;
    }
    else
    {
      const QString others = size == 2 ? QObject::tr( "1 parcel" ) : QObject::tr( "%1 parcels" ).arg( size - 1 );
      row[Reason] = QObject::tr( "contiguous with %1 of the same owner, %2 together%3" ).arg( others, acresText( sqft ), under );
      row[Citation] = mContiguousCitation;
    }
  }
  for ( const auto &entry : groupSize )
  {
    if ( entry.second > 1 )
      ++mGroupsFormed;
  }
  if ( feedback )
    feedback->pushInfo( QObject::tr( "Vacant parcels: %1 vacant, %2 contiguous group(s) of two or more" ).arg( store.size() ).arg( mGroupsFormed ) );
}

bool SwVacantScreen::keep( const QgsAttributes &row ) const
{
  if ( !mOnlyQualifying )
    return true;
  return row.value( Qualifies ).toBool() || row.value( Vacancy ).toString() == notEvaluated();
}

QString SwVacantScreen::flag( const QgsAttributes &row ) const
{
  if ( !row.value( Qualifies ).toBool() )
    return QString();
  return row.value( Vacancy ).toString() == partiallyVacant() ? QStringLiteral( "partially_vacant" ) : QStringLiteral( "vacant" );
}

QStringList SwVacantScreen::summary() const
{
  QStringList lines = mPrepareNotes;
  if ( mDisagreements > 0 )
    lines << QObject::tr( "Vacant parcels: footprints and VACANT_EXPRESSION disagree on %1 parcel(s): %2 without footprints that the expression calls improved (classed improved), %3 with footprints that the expression calls vacant (classed by their footprints)" ).arg( mDisagreements.load() ).arg( mFootprintOnlyVacant.load() ).arg( mExpressionOnlyVacant.load() );
  if ( mNoOwner > 0 )
    lines << QObject::tr( "Vacant parcels: %1 vacant parcel(s) have no owner name and are not grouped with any other parcel" ).arg( mNoOwner.load() );
  if ( mRightOfWayContacts > 0 )
    lines << QObject::tr( "Vacant parcels: %1 contact(s) between vacant parcels of one owner lie within the right-of-way and do not join them" ).arg( mRightOfWayContacts );
  return lines;
}
