/***************************************************************************
  swlidprofile.cpp: reading and checking a profile's LID applicability
  rules. A mistake in a city's copy (an unknown input, a comparison the
  rules cannot make, a plan no category can name) is refused here, naming
  the rule and the object, before any project is answered.
 ***************************************************************************/
#include "lid/swlidprofile.h"

#include "qgsexception.h"

#include <QObject>

namespace
{
  const QStringList OPS{ QStringLiteral( ">=" ), QStringLiteral( ">" ), QStringLiteral( "<=" ), QStringLiteral( "<" ) };
  const QStringList SCOPES{ QStringLiteral( "entire_project" ), QStringLiteral( "altered_portion_only" ) };

  template <typename T>
  const T *byId( const QList<T> &list, const QString &id )
  {
    for ( const T &item : list )
    {
      if ( item.id == id )
        return &item;
    }
    return nullptr;
  }

  template <typename T>
  QStringList idsOf( const QList<T> &list )
  {
    QStringList ids;
    for ( const T &item : list )
      ids << item.id;
    return ids;
  }

  class Reader
  {
  public:
    Reader( const SwProfile &profile )
      : mProfile( profile )
    {
    }

    [[noreturn]] void reject( const QString &key, const QVariantMap &object, const QString &message ) const
    {
      const QString id = object.value( QStringLiteral( "id" ) ).toString();
      throw QgsProcessingException( QObject::tr( "Profile %1: rule '%2'%3: %4" ).arg( mProfile.origin().isEmpty() ? mProfile.name() : mProfile.origin(), key, id.isEmpty() ? QString() : QStringLiteral( " '%1'" ).arg( id ), message ) );
    }

    QString text( const QString &key, const QVariantMap &object, const QString &name, bool required = true ) const
    {
      const QVariant value = object.value( name );
      if ( value.isValid() && value.type() != QVariant::String )
        reject( key, object, QObject::tr( "'%1' must be text" ).arg( name ) );
      if ( required && value.toString().trimmed().isEmpty() )
        reject( key, object, QObject::tr( "'%1' must be non-empty text" ).arg( name ) );
      return value.toString().trimmed();
    }

    QStringList strings( const QString &key, const QVariantMap &object, const QString &name ) const
    {
      const QVariant value = object.value( name );
      if ( !value.isValid() )
        return {};
      if ( value.type() != QVariant::List )
        reject( key, object, QObject::tr( "'%1' must be a list of text" ).arg( name ) );
      QStringList items;
      for ( const QVariant &item : value.toList() )
      {
        if ( item.type() != QVariant::String || item.toString().trimmed().isEmpty() )
          reject( key, object, QObject::tr( "'%1' must be a list of text" ).arg( name ) );
        items << item.toString().trimmed();
      }
      return items;
    }

    void knownKeys( const QString &key, const QVariantMap &object, const QStringList &known ) const
    {
      for ( auto it = object.begin(); it != object.end(); ++it )
      {
        if ( !known.contains( it.key() ) )
          reject( key, object, QObject::tr( "unknown key '%1' (expected %2)" ).arg( it.key(), known.join( QLatin1String( ", " ) ) ) );
      }
    }

    QList<SwLidCondition> conditions( const QString &key, const QVariantMap &owner, const QVariant &value, const QStringList &uses ) const
    {
      if ( value.type() != QVariant::List || value.toList().isEmpty() )
        reject( key, owner, QObject::tr( "'when' must be a non-empty list of conditions" ) );
      QList<SwLidCondition> list;
      for ( const QVariant &item : value.toList() )
        list << condition( key, owner, item, uses );
      return list;
    }

    SwLidCondition condition( const QString &key, const QVariantMap &owner, const QVariant &item, const QStringList &uses ) const
    {
      if ( item.type() != QVariant::Map )
        reject( key, owner, QObject::tr( "a condition must be an object" ) );
      const QVariantMap object = item.toMap();
      SwLidCondition condition;
      condition.words = object.value( QStringLiteral( "words" ) ).toString().trimmed();
      for ( const auto &[word, kind] : { std::pair<QString, SwLidCondition::Kind>{ QStringLiteral( "any" ), SwLidCondition::Kind::Any }, { QStringLiteral( "all" ), SwLidCondition::Kind::All } } )
      {
        if ( object.contains( word ) )
        {
          condition.kind = kind;
          condition.parts = conditions( key, owner, object.value( word ), uses );
          return condition;
        }
      }
      if ( object.contains( QStringLiteral( "uses" ) ) )
      {
        condition.kind = SwLidCondition::Kind::Uses;
        if ( object.value( QStringLiteral( "uses" ) ).type() != QVariant::List || object.value( QStringLiteral( "uses" ) ).toList().isEmpty() )
          reject( key, owner, QObject::tr( "'uses' must be a non-empty list of uses" ) );
        condition.values = object.value( QStringLiteral( "uses" ) ).toStringList();
        for ( const QString &use : std::as_const( condition.values ) )
        {
          if ( !uses.contains( use ) )
            reject( key, owner, QObject::tr( "the use '%1' is not one of lid.uses (%2)" ).arg( use, uses.join( QLatin1String( ", " ) ) ) );
        }
        return condition;
      }
      if ( object.contains( QStringLiteral( "development" ) ) )
      {
        condition.kind = SwLidCondition::Kind::Development;
        const QString development = object.value( QStringLiteral( "development" ) ).toString();
        if ( development != QLatin1String( "new" ) && development != QLatin1String( "redevelopment" ) )
          reject( key, owner, QObject::tr( "'development' must be new or redevelopment, not '%1'" ).arg( development ) );
        condition.values = QStringList{ development };
        return condition;
      }
      condition.input = object.value( QStringLiteral( "input" ) ).toString();
      const SwLidInput *input = SwLidProfile::input( condition.input );
      if ( !input )
      {
        QStringList ids;
        for ( const SwLidInput &known : SwLidProfile::inputs() )
          ids << known.id;
        reject( key, owner, QObject::tr( "a condition reads the unknown input '%1' (one of %2, or uses, development, any, all)" ).arg( condition.input, ids.join( QLatin1String( ", " ) ) ) );
      }
      if ( condition.words.isEmpty() )
        reject( key, owner, QObject::tr( "the condition on '%1' has no 'words' (the code's words for it)" ).arg( condition.input ) );
      condition.kind = input->kind;
      switch ( input->kind )
      {
        case SwLidCondition::Kind::Threshold:
          condition.op = object.value( QStringLiteral( "op" ) ).toString();
          if ( !OPS.contains( condition.op ) )
            reject( key, owner, QObject::tr( "the condition on '%1' needs 'op', one of %2" ).arg( condition.input, OPS.join( QLatin1String( ", " ) ) ) );
          if ( !object.value( QStringLiteral( "value" ) ).canConvert<double>() || object.value( QStringLiteral( "value" ) ).type() == QVariant::String || object.value( QStringLiteral( "value" ) ).toDouble() < 0 )
            reject( key, owner, QObject::tr( "the condition on '%1' needs a 'value' of 0 or more (%2)" ).arg( condition.input, input->unit ) );
          condition.value = object.value( QStringLiteral( "value" ) ).toDouble();
          break;
        case SwLidCondition::Kind::Flag:
          if ( object.value( QStringLiteral( "is" ) ).type() != QVariant::Bool )
            reject( key, owner, QObject::tr( "the condition on '%1' needs 'is': true or false" ).arg( condition.input ) );
          condition.flag = object.value( QStringLiteral( "is" ) ).toBool();
          break;
        case SwLidCondition::Kind::Relation:
          condition.values = object.value( QStringLiteral( "in" ) ).toStringList();
          if ( condition.values.isEmpty() )
            reject( key, owner, QObject::tr( "the condition on '%1' needs 'in': a list of values" ).arg( condition.input ) );
          break;
        default:
          break;
      }
      return condition;
    }

  private:
    const SwProfile &mProfile;
  };
} // namespace

const QList<SwLidInput> &SwLidProfile::inputs()
{
  static const QList<SwLidInput> sInputs{
    { QStringLiteral( "disturbed_sqft" ), SwLidCondition::Kind::Threshold, QStringLiteral( "sq ft" ), QObject::tr( "the disturbed area: cleared, graded or excavated (sq ft)" ) },
    { QStringLiteral( "site_sqft" ), SwLidCondition::Kind::Threshold, QStringLiteral( "sq ft" ), QObject::tr( "the project's surface area (sq ft)" ) },
    { QStringLiteral( "new_impervious_sqft" ), SwLidCondition::Kind::Threshold, QStringLiteral( "sq ft" ), QObject::tr( "the impervious area the project creates or adds (sq ft)" ) },
    { QStringLiteral( "replaced_impervious_sqft" ), SwLidCondition::Kind::Threshold, QStringLiteral( "sq ft" ), QObject::tr( "the existing impervious area the project replaces or alters (sq ft; 0 when it replaces none)" ) },
    { QStringLiteral( "created_or_replaced_sqft" ), SwLidCondition::Kind::Threshold, QStringLiteral( "sq ft" ), QObject::tr( "the impervious area the project creates, adds or replaces (the new and the replaced impervious areas)" ) },
    { QStringLiteral( "existing_impervious_sqft" ), SwLidCondition::Kind::Threshold, QStringLiteral( "sq ft" ), QObject::tr( "the existing impervious area of the site before the project (sq ft; 0 for an undeveloped site)" ) },
    { QStringLiteral( "units" ), SwLidCondition::Kind::Threshold, QStringLiteral( "units" ), QObject::tr( "the number of residential units" ) },
    { QStringLiteral( "added_units" ), SwLidCondition::Kind::Threshold, QStringLiteral( "units" ), QObject::tr( "the number of dwelling units the project adds to a multifamily structure" ) },
    { QStringLiteral( "home_enlargement_pct" ), SwLidCondition::Kind::Threshold, QStringLiteral( "percent" ), QObject::tr( "how much the project increases the size of the single-family home (percent of its existing size)" ) },
    { QStringLiteral( "improvement_value_pct" ), SwLidCondition::Kind::Threshold, QStringLiteral( "percent" ), QObject::tr( "the value of the improvements as a percent of the value of the existing improvements (nonresidential property)" ) },
    { QStringLiteral( "parking_spaces" ), SwLidCondition::Kind::Threshold, QStringLiteral( "spaces" ), QObject::tr( "the number of parking spaces" ) },
    { QStringLiteral( "daily_trips" ), SwLidCondition::Kind::Threshold, QStringLiteral( "vehicles a day" ), QObject::tr( "the projected average daily traffic (vehicles a day)" ) },
    { QStringLiteral( "habitat_impact" ), SwLidCondition::Kind::Flag, QString(), QObject::tr( "whether the project's runoff is likely to impact a sensitive biological species or habitat (yes or no)" ) },
    { QStringLiteral( "discharges_to_esa" ), SwLidCondition::Kind::Flag, QString(), QObject::tr( "whether the project discharges directly to an environmentally sensitive area (yes or no: where its runoff is piped or flows)" ) },
    { QStringLiteral( "prior_requirements" ), SwLidCondition::Kind::Flag, QString(), QObject::tr( "whether the existing development was subject to post-construction storm water quality control requirements (yes or no: the city's permit records of the existing development)" ) },
    { QStringLiteral( "hillside" ), SwLidCondition::Kind::Flag, QString(), QObject::tr( "whether the parcel is a hillside property (the hillside screen's hillside field in PARCELS)" ) },
    { QStringLiteral( "esa_relation" ), SwLidCondition::Kind::Relation, QString(), QObject::tr( "whether the parcel is in, directly adjacent to or outside an environmentally sensitive area (the ESA screen's esa_relation field in PARCELS)" ) },
    { QStringLiteral( "site_characteristics" ), SwLidCondition::Kind::Relation, QString(), QObject::tr( "the project's site characteristics, or none (fueling, maintenance, waste_storage, hazardous_materials, outdoor_manufacturing, outdoor_food, animal_care, horticulture)" ) },
  };
  return sInputs;
}

const SwLidInput *SwLidProfile::input( const QString &id )
{
  for ( const SwLidInput &input : inputs() )
  {
    if ( input.id == id )
      return &input;
  }
  return nullptr;
}

QString SwLidProfile::opWords( const QString &op )
{
  if ( op == QLatin1String( ">=" ) )
    return QObject::tr( "or more" );
  if ( op == QLatin1String( ">" ) )
    return QObject::tr( "more than" );
  if ( op == QLatin1String( "<=" ) )
    return QObject::tr( "or fewer" );
  return QObject::tr( "less than" );
}

QString SwLidProfile::compared( const QString &op, const QString &figure )
{
  if ( op == QLatin1String( ">=" ) )
    return QObject::tr( "%1 or more" ).arg( figure );
  if ( op == QLatin1String( "<=" ) )
    return QObject::tr( "%1 or less" ).arg( figure );
  if ( op == QLatin1String( ">" ) )
    return QObject::tr( "more than %1" ).arg( figure );
  return QObject::tr( "less than %1" ).arg( figure );
}

bool SwLidProfile::compare( double value, const QString &op, double threshold )
{
  if ( op == QLatin1String( ">=" ) )
    return value >= threshold;
  if ( op == QLatin1String( ">" ) )
    return value > threshold;
  if ( op == QLatin1String( "<=" ) )
    return value <= threshold;
  return value < threshold;
}

namespace
{
  void readUses( const Reader &reader, const SwProfile &profile, SwLidProfile &lid )
  {
    const QString key = QStringLiteral( "lid.uses" );
    for ( const QVariant &item : profile.objects( key ) )
    {
      const QVariantMap object = item.toMap();
      reader.knownKeys( key, object, { QStringLiteral( "id" ), QStringLiteral( "text" ), QStringLiteral( "residential" ), QStringLiteral( "sic" ), QStringLiteral( "naics" ), QStringLiteral( "citation" ), QStringLiteral( "codes_incomplete" ) } );
      SwLidUse use;
      use.id = reader.text( key, object, QStringLiteral( "id" ) );
      use.text = reader.text( key, object, QStringLiteral( "text" ) );
      use.citation = reader.text( key, object, QStringLiteral( "citation" ) );
      use.residential = object.value( QStringLiteral( "residential" ) ).toBool();
      use.sic = reader.strings( key, object, QStringLiteral( "sic" ) );
      use.naics = reader.strings( key, object, QStringLiteral( "naics" ) );
      use.codesIncomplete = reader.text( key, object, QStringLiteral( "codes_incomplete" ), false );
      lid.uses << use;
    }
  }

  void readPlans( const Reader &reader, const SwProfile &profile, SwLidProfile &lid )
  {
    const QString key = QStringLiteral( "lid.plans" );
    for ( const QVariant &item : profile.objects( key ) )
    {
      const QVariantMap object = item.toMap();
      reader.knownKeys( key, object, { QStringLiteral( "id" ), QStringLiteral( "text" ), QStringLiteral( "citation" ) } );
      lid.plans << SwLidPlan{ reader.text( key, object, QStringLiteral( "id" ) ), reader.text( key, object, QStringLiteral( "text" ) ), reader.text( key, object, QStringLiteral( "citation" ) ) };
    }
  }

  //! "plan": one id, or "plans": a list of them; each one of lid.plans.
  QStringList planIds( const Reader &reader, const QString &key, const QVariantMap &object, const SwLidProfile &lid, const QString &name )
  {
    const QStringList ids = object.value( name ).type() == QVariant::List ? reader.strings( key, object, name ) : QStringList{ reader.text( key, object, name ) };
    if ( ids.isEmpty() )
      reader.reject( key, object, QObject::tr( "'%1' must name at least one of lid.plans" ).arg( name ) );
    for ( const QString &plan : ids )
    {
      if ( !lid.plan( plan ) )
        reader.reject( key, object, QObject::tr( "the plan '%1' is not one of lid.plans" ).arg( plan ) );
    }
    return ids;
  }

  void readCategories( const Reader &reader, const SwProfile &profile, SwLidProfile &lid )
  {
    const QString key = QStringLiteral( "lid.categories" );
    const QStringList useIds = lid.useIds();
    for ( const QVariant &item : profile.objects( key ) )
    {
      const QVariantMap object = item.toMap();
      reader.knownKeys( key, object, { QStringLiteral( "id" ), QStringLiteral( "plan" ), QStringLiteral( "text" ), QStringLiteral( "citation" ), QStringLiteral( "when" ), QStringLiteral( "only_if_no_other" ), QStringLiteral( "variants" ) } );
      SwLidCategory category;
      category.id = reader.text( key, object, QStringLiteral( "id" ) );
      category.plans = planIds( reader, key, object, lid, QStringLiteral( "plan" ) );
      category.text = reader.text( key, object, QStringLiteral( "text" ) );
      category.citation = reader.text( key, object, QStringLiteral( "citation" ) );
      category.onlyIfNoOther = object.value( QStringLiteral( "only_if_no_other" ) ).toBool();
      category.when = reader.conditions( key, object, object.value( QStringLiteral( "when" ) ), useIds );
      for ( const QVariant &variantItem : object.value( QStringLiteral( "variants" ) ).toList() )
      {
        const QVariantMap variant = variantItem.toMap();
        category.variants << SwLidVariant{ reader.text( key, variant, QStringLiteral( "text" ) ), reader.text( key, variant, QStringLiteral( "citation" ) ), reader.conditions( key, object, variant.value( QStringLiteral( "when" ) ), useIds ) };
      }
      lid.categories << category;
    }
  }

  QString scopeValue( const Reader &reader, const QString &key, const QVariantMap &object, const QString &name )
  {
    const QString scope = reader.text( key, object, name );
    if ( !SCOPES.contains( scope ) )
      reader.reject( key, object, QObject::tr( "'%1' must be one of %2" ).arg( name, SCOPES.join( QLatin1String( ", " ) ) ) );
    return scope;
  }

  //! A percent rule ("op", "percent", "scope"), or when the percent rules reach a project at all ("when", "otherwise").
  void readScope( const Reader &reader, const SwProfile &profile, SwLidProfile &lid )
  {
    const QString key = QStringLiteral( "lid.redevelopment_scope" );
    for ( const QVariant &item : profile.objects( key ) )
    {
      const QVariantMap object = item.toMap();
      if ( object.contains( QStringLiteral( "otherwise" ) ) )
      {
        reader.knownKeys( key, object, { QStringLiteral( "id" ), QStringLiteral( "plans" ), QStringLiteral( "when" ), QStringLiteral( "otherwise" ), QStringLiteral( "words" ), QStringLiteral( "citation" ) } );
        lid.scopeReach << SwLidScopeReach{ reader.text( key, object, QStringLiteral( "id" ) ), planIds( reader, key, object, lid, QStringLiteral( "plans" ) ), reader.conditions( key, object, object.value( QStringLiteral( "when" ) ), lid.useIds() ), scopeValue( reader, key, object, QStringLiteral( "otherwise" ) ), reader.text( key, object, QStringLiteral( "words" ) ), reader.text( key, object, QStringLiteral( "citation" ) ) };
        continue;
      }
      reader.knownKeys( key, object, { QStringLiteral( "id" ), QStringLiteral( "plans" ), QStringLiteral( "op" ), QStringLiteral( "percent" ), QStringLiteral( "scope" ), QStringLiteral( "words" ), QStringLiteral( "citation" ) } );
      SwLidScopeRule rule;
      rule.id = reader.text( key, object, QStringLiteral( "id" ) );
      rule.plans = planIds( reader, key, object, lid, QStringLiteral( "plans" ) );
      rule.op = reader.text( key, object, QStringLiteral( "op" ) );
      if ( !OPS.contains( rule.op ) )
        reader.reject( key, object, QObject::tr( "'op' must be one of %1" ).arg( OPS.join( QLatin1String( ", " ) ) ) );
      const QVariant percent = object.value( QStringLiteral( "percent" ) );
      if ( percent.type() != QVariant::Double && percent.type() != QVariant::Int && percent.type() != QVariant::LongLong )
        reader.reject( key, object, QObject::tr( "'percent' must be a number" ) );
      rule.percent = percent.toDouble();
      rule.scope = scopeValue( reader, key, object, QStringLiteral( "scope" ) );
      rule.words = reader.text( key, object, QStringLiteral( "words" ) );
      rule.citation = reader.text( key, object, QStringLiteral( "citation" ) );
      lid.scopeRules << rule;
    }
  }

  void readExemptions( const Reader &reader, const SwProfile &profile, SwLidProfile &lid )
  {
    const QString key = QStringLiteral( "lid.exemptions" );
    for ( const QVariant &item : profile.objects( key ) )
    {
      const QVariantMap object = item.toMap();
      reader.knownKeys( key, object, { QStringLiteral( "id" ), QStringLiteral( "text" ), QStringLiteral( "citation" ), QStringLiteral( "opt_in" ) } );
      SwLidExemption exemption{ reader.text( key, object, QStringLiteral( "id" ) ), reader.text( key, object, QStringLiteral( "text" ) ), reader.text( key, object, QStringLiteral( "citation" ) ), reader.text( key, object, QStringLiteral( "opt_in" ), false ) };
      if ( exemption.id == QLatin1String( "opt_in" ) || exemption.id == QLatin1String( "none" ) )
        reader.reject( key, object, QObject::tr( "'%1' is a word of EXEMPTION_FIELD, not an exemption id" ).arg( exemption.id ) );
      lid.exemptions << exemption;
    }
  }
} // namespace

SwLidProfile SwLidProfile::fromProfile( const SwProfile &profile )
{
  const Reader reader( profile );
  SwLidProfile lid;
  lid.required = profile.flag( QStringLiteral( "lid.required" ) );
  lid.code = profile.code();
  readUses( reader, profile, lid );
  readPlans( reader, profile, lid );
  readCategories( reader, profile, lid );
  readScope( reader, profile, lid );
  readExemptions( reader, profile, lid );
  return lid;
}

const SwLidUse *SwLidProfile::use( const QString &id ) const
{
  return byId( uses, id );
}

const SwLidPlan *SwLidProfile::plan( const QString &id ) const
{
  return byId( plans, id );
}

const SwLidExemption *SwLidProfile::exemption( const QString &id ) const
{
  return byId( exemptions, id );
}

QStringList SwLidProfile::useIds() const
{
  return idsOf( uses );
}

QStringList SwLidProfile::exemptionIds() const
{
  return idsOf( exemptions );
}
