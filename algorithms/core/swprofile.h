/***************************************************************************
  swprofile.h: a jurisdiction profile, the city's numbers for every screen,
  each with its unit and its citation to the ordinance. The three built-in
  profiles (profiles/NAME.json) are compiled in; a planner may pass a path to a
  copy with changed numbers.
 ***************************************************************************/
#ifndef SWPROFILE_H
#define SWPROFILE_H

#include "notices/swnoticetext.h"

#include <QList>
#include <QString>
#include <QMap>
#include <QStringList>
#include <QVariant>

class SwProfile
{
public:
  //! The value kinds a rule may hold.
  enum class Kind
  {
    Number,     //!< a non-negative number
    Flag,       //!< true or false
    Choice,     //!< one string of a fixed set
    StringList, //!< a list of strings (e.g. structure types)
    Objects,    //!< a list of objects, each with an "id" and a "citation" (e.g. LID categories); the room that reads them checks the rest
  };

  //! What the schema says a rule key holds.
  struct RuleSpec
  {
    QString key;
    Kind kind;
    QString unit;
    QStringList choices;
    QString description;
    //! A number: more than 0 (as its parameter requires), not only 0 or more.
    bool aboveZero = false;
    //! A number: at most this (beyond it the value is a mistake: a distance past a county, a slope of 10,000%).
    double most = 1e9;
    //! The profile may leave it out: the city's code has no such rule (a small-site design storm of its own).
    bool optional = false;
  };

  //! One rule of a profile, as written in the file.
  struct Rule
  {
    QString key;
    QVariant value;
    QString unit;
    QString citation;
    //! For a list: the dataset that uses each value, by value in lower case ("sources" in the file; optional).
    QMap<QString, QString> sources;
  };

  //! Every key a profile holds (each one not optional must), in the order reports list them.
  static const QList<RuleSpec> &schema();

  //! Names of the profiles compiled into the plugin (signal-hill, ...).
  static QStringList builtInNames();
  static QString defaultName() { return QStringLiteral( "signal-hill" ); }

  /**
   * Loads a built-in profile by name, or a profile file by path. Throws
   * QgsProcessingException naming the profile and the offending key.
   */
  static SwProfile load( const QString &nameOrPath );

  //! Parses profile JSON; \a origin names it in error messages.
  static SwProfile fromJson( const QByteArray &json, const QString &origin );

  QString name() const { return mName; }
  QString title() const { return mTitle; }
  QString code() const { return mCode; }
  QString origin() const { return mOrigin; }

  QList<Rule> rules() const { return mRules; }
  //! The words of the city's vacant parcel notice ("notice" in the file; empty when the profile has none).
  const SwNoticeText &notice() const { return mNotice; }
  const Rule &rule( const QString &key ) const;
  //! True when the profile holds \a key (an optional rule may be absent).
  bool has( const QString &key ) const;
  double number( const QString &key ) const { return rule( key ).value.toDouble(); }
  bool flag( const QString &key ) const { return rule( key ).value.toBool(); }
  QString choice( const QString &key ) const { return rule( key ).value.toString(); }
  QStringList strings( const QString &key ) const { return rule( key ).value.toStringList(); }
  //! The objects of an Objects rule, each as a map of its JSON keys.
  QVariantList objects( const QString &key ) const { return rule( key ).value.toList(); }
  //! The dataset a value of list rule \a key comes from, or empty.
  QString source( const QString &key, const QString &value ) const { return rule( key ).sources.value( value.trimmed().toLower() ); }
  QString citation( const QString &key ) const { return rule( key ).citation; }

  //! The value as a planner reads it ("200 ft", "yes", "oil_well, ...").
  static QString displayValue( const Rule &rule );

private:
  QString mName;
  QString mTitle;
  QString mCode;
  QString mOrigin;
  QList<Rule> mRules;
  SwNoticeText mNotice;
};

#endif // SWPROFILE_H
